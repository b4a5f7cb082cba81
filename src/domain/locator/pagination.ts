/** Spec §9: three dealers a page; total pages is the filtered count divided by three, rounded up. */
export const LOCATOR_PAGE_SIZE = 3

export const totalPages = (count: number, pageSize = LOCATOR_PAGE_SIZE): number => Math.ceil(count / pageSize)

/** A page number kept within 1 … total (1 when there is nothing to show). */
export const clampPage = (page: number, total: number): number =>
  Math.min(Math.max(1, Math.trunc(page)), Math.max(1, total))

/** The items of one page (1-based). */
export function pageItems<T>(items: readonly T[], page: number, pageSize = LOCATOR_PAGE_SIZE): T[] {
  const start = (clampPage(page, totalPages(items.length, pageSize)) - 1) * pageSize
  return items.slice(start, start + pageSize)
}

/** 'Showing x-y of n', n being the filtered count. */
export function rangeText(page: number, count: number, pageSize = LOCATOR_PAGE_SIZE): string {
  if (count === 0) return 'Showing 0 of 0'
  const first = (clampPage(page, totalPages(count, pageSize)) - 1) * pageSize + 1
  const last = Math.min(first + pageSize - 1, count)
  return `Showing ${first}-${last} of ${count}`
}
