import type { Block, Field } from 'payload'

import { withRowLabels } from './admin/withRowLabels'
import { withThumbnails } from './admin/withThumbnails'
import { blocksFor } from './configs'

/** Table names of a reusable section's blocks start with this, apart from the pages' tables of the same block. */
export const SECTION_TABLE_PREFIX = 'sec_'

const copies = new WeakMap<object, unknown>()

/**
 * A copy of a field list whose fixed table names (`dbName`) carry the prefix. Many blocks name their tables
 * outright ('hero', 'faq_list'), so the same block in a second collection would claim the pages' table. Each
 * block or field is copied once, so a block nested in several places stays one table, as it is in pages.
 */
function prefixed<T extends object>(node: T, prefix: string): T {
  const done = copies.get(node)
  if (done) return done as T
  const source = node as unknown as Record<string, unknown>
  const copy: Record<string, unknown> = { ...source }
  copies.set(node, copy)
  if (typeof source.dbName === 'string') copy.dbName = `${prefix}${source.dbName}`
  if (Array.isArray(source.fields)) copy.fields = (source.fields as Field[]).map((f) => prefixed(f, prefix))
  if (Array.isArray(source.blocks)) copy.blocks = (source.blocks as Block[]).map((b) => prefixed(b, prefix))
  if (Array.isArray(source.tabs)) copy.tabs = (source.tabs as object[]).map((t) => prefixed(t, prefix))
  return copy as unknown as T
}

/**
 * What a reusable section may hold: the blocks that read the same on any page (text, images, buttons, banners,
 * calls to action, cards, FAQs, columns and groups). Page-wide tools (locator, forms, heroes, product content)
 * stay on pages, and a section never holds another section.
 */
export const sectionBlocks: Block[] = withThumbnails(
  withRowLabels(blocksFor('section').map((block) => prefixed(block, SECTION_TABLE_PREFIX))),
)
