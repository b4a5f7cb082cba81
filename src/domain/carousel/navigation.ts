/** Horizontal movement past this many pixels counts as a swipe (spec §4). */
export const SWIPE_THRESHOLD_PX = 5

/**
 * The index after moving `delta` slides. A looping carousel wraps (next from the last is the first, previous
 * from the first is the last); a bounded one stops at its ends. An empty carousel stays at 0.
 */
export function stepIndex(current: number, delta: number, count: number, loop: boolean): number {
  if (count <= 0) return 0
  const target = current + delta
  if (loop) return ((target % count) + count) % count
  return Math.min(count - 1, Math.max(0, target))
}

/**
 * What a pointer movement asks for: 1 (next) for a swipe to the left, -1 (previous) for a swipe to the right,
 * 0 for a tap, a movement within the threshold, or a mostly vertical one (the visitor is scrolling the page).
 */
export function swipeStep(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}
