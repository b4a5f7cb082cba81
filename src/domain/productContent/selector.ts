/**
 * The product selector's state (content-and-blocks.md §4): it keeps the index of the item shown, starting at 0.
 * The items are a row of choices the keyboard walks like tabs: arrows move to the next or previous item and wrap
 * around, Home and End go to the first and the last.
 */

/** The item shown first: the first one (§4), or -1 when there is none. */
export const initialSelection = (count: number): number => (count > 0 ? 0 : -1)

/** An index kept within the items: a saved or stale index beyond the list falls back to the first item. */
export function clampSelection(index: number, count: number): number {
  if (count <= 0) return -1
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0
}

/** The item a key moves to from `index`, or null when the key does not move the selection. */
export function selectionAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** Items worth offering: those with a name. */
export function usableItems<T extends { text?: string | null }>(items: readonly T[] | null | undefined): T[] {
  return (items ?? []).filter((item) => Boolean(item.text?.trim()))
}
