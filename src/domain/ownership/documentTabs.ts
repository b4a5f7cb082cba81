/** The tab a document block opens on (spec §4): the one named Resources, else the first. */
export const START_TAB_NAME = 'Resources'

const normal = (name: string | null | undefined): string => (name ?? '').trim().toLowerCase()

/** Index of the tab shown first: the first tab named Resources (any case, spaces ignored), else 0. */
export function startTabIndex(names: readonly (string | null | undefined)[]): number {
  const index = names.findIndex((name) => normal(name) === START_TAB_NAME.toLowerCase())
  return index === -1 ? 0 : index
}

/** A plain anchor name from any text: lower case, letters and digits joined by single dashes. */
export function anchorOf(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Unique ids for a list of names, in order: each name's anchor, with -2, -3… for repeats and `fallback-N` for a
 * name that has no letters or digits.
 */
export function uniqueIds(names: readonly (string | null | undefined)[], fallback = 'tab'): string[] {
  const seen = new Set<string>()
  return names.map((name, index) => {
    const base = anchorOf(name) || `${fallback}-${index + 1}`
    let id = base
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`
    seen.add(id)
    return id
  })
}
