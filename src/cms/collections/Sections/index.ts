import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'

import { sectionBlocks } from '../../../blocks/_core/sectionBlocks'
import { cacheTags } from '../../../config/cacheTags'
import { staffOrInProcess, isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { revalidate } from '../../hooks/revalidate'
import { refuseDeletingWhileUsed, whereUsedField } from '../../usage/hooks'

/** Any page may show the section: an edit expires every cached page (sections change seldom, pages read fast). */
const revalidatePages = (req: PayloadRequest) => revalidate(req, { tags: [cacheTags.pages], layout: true })

const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidatePages(req)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidatePages(req)
  return doc
}

const usedSection = refuseDeletingWhileUsed('section')

/**
 * Reusable sections: a group of blocks built once (a help banner, a set of FAQs, a call to action) and placed
 * on many pages with the 'Reusable section' block. Pages hold a reference, so an edit here shows everywhere.
 * Visitors read them as part of published pages; only staff write them.
 */
export const Sections: CollectionConfig = {
  slug: 'sections',
  // Short: 'sections' is the document tabs' table, and Postgres names end at 63 characters.
  dbName: 'rsec',
  labels: { singular: 'Reusable section', plural: 'Reusable sections' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'updatedAt'],
    description:
      'Blocks built once and shown on many pages. Place one with the ‘Reusable section’ block; an edit here changes every page that uses it.',
  },
  access: { read: staffOrInProcess, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeOperation: [capReads],
    afterChange: [afterChange],
    // A section in use is not deleted; the message lists the pages that show it.
    beforeDelete: [usedSection.beforeDelete],
    afterDelete: [afterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'For editors only: how the section is found in the block’s picker.' },
    },
    whereUsedField,
    // Localized as a whole, as a page's layout: each language has its own list of blocks.
    {
      name: 'blocks',
      type: 'blocks',
      blocks: sectionBlocks,
      localized: true,
      admin: { initCollapsed: false },
    },
  ],
}
