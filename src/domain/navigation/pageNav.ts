import { isCurrentPage } from '../url'

/**
 * A page-level navigation (spec §2, §8) marks the item for the page being shown; its small-screen menu is
 * titled with that item's label, or 'Page not found' when no item is the page. Paths are compared by the
 * link rule's isCurrentPage: a trailing slash, a query, a fragment and letter case make no difference.
 */

export const PAGE_NOT_FOUND_TITLE = 'Page not found'

/** The first item that is the page at `pathname`, or -1 (no item, or no page known). */
export function activeNavIndex(
  items: readonly { href: string }[],
  pathname: string | null | undefined,
): number {
  if (!pathname) return -1
  return items.findIndex((item) => isCurrentPage(item.href, pathname))
}

/** The menu's title: the active item's label, or 'Page not found'. */
export function navTitle(items: readonly { label: string }[], activeIndex: number): string {
  return items[activeIndex]?.label ?? PAGE_NOT_FOUND_TITLE
}

type Box = { left: number; width: number }

/**
 * How far to scroll a horizontal row so an item sits in its middle, kept within what the row can scroll
 * (0 when everything fits). `item.left` is measured from the row's content start.
 */
export function scrollLeftToShow(item: Box, row: { width: number; scrollWidth: number }): number {
  const max = Math.max(0, row.scrollWidth - row.width)
  const centred = item.left - (row.width - item.width) / 2
  return Math.round(Math.min(max, Math.max(0, centred)))
}
