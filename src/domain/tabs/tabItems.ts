/**
 * The bullet list of one tab with a switching background (spec §2). Editors type one item a line, and may
 * mark a line that a professional should do by ending it with " [pro]"; or they add items one by one with a
 * "Professional suggested" tick. Either way the page gets a list of items, each with its pro flag.
 */

export type TabItem = { item: string; pro: boolean }

/** The marker at the end of a line that flags a professional's task, in any case. */
const PRO_MARKER = /\s*\[pro\]$/i

/** The lines of a text area as items: split at any line break, trimmed, empty lines dropped. */
export function parseTabItems(text: string | null | undefined): TabItem[] {
  if (!text) return []
  return text.split(/\r\n|\r|\n/).flatMap((line) => {
    const trimmed = line.trim()
    const pro = PRO_MARKER.test(trimmed)
    const item = trimmed.replace(PRO_MARKER, '').trim()
    return item ? [{ item, pro }] : []
  })
}

type SavedRow = { item?: string | null; pro?: boolean | null }

/** A tab's items as shown: the typed lines first, then the rows added one by one (blank rows skipped). */
export function tabItemsOf(
  lines: string | null | undefined,
  rows: readonly SavedRow[] | null | undefined,
): TabItem[] {
  const added = (rows ?? []).flatMap((row) => {
    const item = row.item?.trim()
    return item ? [{ item, pro: row.pro === true }] : []
  })
  return [...parseTabItems(lines), ...added]
}

/**
 * Names for the tabs (letters, digits and dashes, unique in the set) made from their titles, so an address
 * or a test can point at a tab by name; a title without letters or digits becomes "tab-<n>".
 */
export function tabIds(titles: readonly string[]): string[] {
  const used = new Set<string>()
  return titles.map((title, index) => {
    const base =
      title
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || `tab-${index + 1}`
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    return id
  })
}
