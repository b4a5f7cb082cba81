/** The gap between the trigger and the bubble, room for the arrow. */
export const BUBBLE_GAP = 8
/** The least distance kept between the bubble and the window's edges. */
export const EDGE_PADDING = 8
/** How far the arrow stays from the bubble's rounded corners. */
const ARROW_INSET = 12

type Rect = { left: number; top: number; width: number; height: number }
type Size = { width: number; height: number }

export type BubblePlacement = {
  left: number
  top: number
  side: 'top' | 'bottom'
  /** The arrow's centre, from the bubble's left edge: under the trigger's centre. */
  arrowLeft: number
}

const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high))

/**
 * Where a tooltip's bubble goes (window coordinates, for `position: fixed`): centred above the trigger, below it
 * when there is no room above, and moved sideways to stay inside the window, its arrow still pointing at the
 * trigger's centre.
 */
export function placeBubble(trigger: Rect, bubble: Size, view: Size): BubblePlacement {
  const centre = trigger.left + trigger.width / 2
  const left = clamp(centre - bubble.width / 2, EDGE_PADDING, view.width - EDGE_PADDING - bubble.width)
  const above = trigger.top - BUBBLE_GAP - bubble.height
  const fitsAbove = above >= EDGE_PADDING
  const below = trigger.top + trigger.height + BUBBLE_GAP
  const fitsBelow = below + bubble.height <= view.height - EDGE_PADDING
  const side = fitsAbove || !fitsBelow ? 'top' : 'bottom'
  return {
    left,
    top: side === 'top' ? above : below,
    side,
    arrowLeft: clamp(centre - left, ARROW_INSET, bubble.width - ARROW_INSET),
  }
}
