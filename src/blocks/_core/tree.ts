/** A block as stored in a page's layout: anything with a `blockType`. */
export type StoredBlock = { blockType: string; [field: string]: unknown }

const isBlock = (value: unknown): value is StoredBlock =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { blockType?: unknown }).blockType === 'string'

/**
 * Visits every block of a layout depth-first, whatever container holds it: a group's `blocks`, a column of
 * `columns`, a tab, an accordion item, a slide or a reusable section read with the page. Every array and
 * object is searched, so a new container needs no change here. The visitor returns true to stop early; walkBlocks then returns true.
 */
export function walkBlocks(value: unknown, visit: (block: StoredBlock) => boolean | void): boolean {
  if (Array.isArray(value)) return value.some((item) => walkBlocks(item, visit))
  if (typeof value !== 'object' || value === null) return false
  if (isBlock(value) && visit(value) === true) return true
  return Object.values(value).some(
    (field) => typeof field === 'object' && field !== null && walkBlocks(field, visit),
  )
}
