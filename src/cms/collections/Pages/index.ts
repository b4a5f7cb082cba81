import type { CollectionConfig } from 'payload'

import { layoutBlocks } from '../../../blocks/_core/configs'
import { isReservedPath, isValidPath, normalizePath } from '../../../domain/paths'
import { env } from '../../../config/env'
import { originOf } from '../../../config/origins'
import { isStaff, publishedOrStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from './hooks/revalidatePage'

/** The preview route at the host the admin was opened at, so the preview frame shares its session. */
const previewUrl = (path: unknown, req: { headers: Headers }) =>
  `${originOf(req.headers, env())}/next/preview?path=${encodeURIComponent(typeof path === 'string' ? path : '/')}`

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    livePreview: { url: ({ data, req }) => previewUrl(data?.path, req) },
    preview: (data, { req }) => previewUrl(data?.path, req),
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 50 },
  hooks: {
    beforeOperation: [capReads],
    afterChange: [revalidatePageAfterChange],
    afterDelete: [revalidatePageAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The full address of the page, such as / or /products/furnaces.',
      },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePath(value) : value)] },
      validate: (value: string | null | undefined) => {
        if (!value) return 'Enter the page address.'
        if (!isValidPath(value)) return 'Use lower-case letters, digits and dashes between slashes.'
        if (isReservedPath(value)) return 'This address is used by the site itself.'
        return true
      },
    },
    {
      name: 'seo',
      type: 'group',
      label: 'Search engines',
      fields: [
        { name: 'title', type: 'text', admin: { description: 'Defaults to the page title.' } },
        { name: 'description', type: 'textarea', maxLength: 300 },
        { name: 'noIndex', type: 'checkbox', label: 'Hide from search engines', defaultValue: false },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: layoutBlocks, admin: { initCollapsed: false } },
  ],
}
