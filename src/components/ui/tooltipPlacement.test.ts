import { describe, expect, it } from 'vitest'

import { BUBBLE_GAP, EDGE_PADDING, placeBubble } from './tooltipPlacement'

const view = { width: 400, height: 800 }
const bubble = { width: 200, height: 60 }

describe('placeBubble', () => {
  it('centres the bubble above the trigger, the arrow at its middle', () => {
    const trigger = { left: 150, top: 300, width: 100, height: 32 }
    expect(placeBubble(trigger, bubble, view)).toEqual({
      left: 100,
      top: 300 - BUBBLE_GAP - 60,
      side: 'top',
      arrowLeft: 100,
    })
  })

  it('goes below when there is no room above', () => {
    const trigger = { left: 150, top: 20, width: 100, height: 32 }
    const place = placeBubble(trigger, bubble, view)
    expect(place.side).toBe('bottom')
    expect(place.top).toBe(20 + 32 + BUBBLE_GAP)
  })

  it('stays above when there is no room on either side', () => {
    const trigger = { left: 150, top: 20, width: 100, height: 32 }
    expect(placeBubble(trigger, bubble, { width: 400, height: 100 }).side).toBe('top')
  })

  it('keeps inside the window at its left and right edges, the arrow still under the trigger', () => {
    const nearLeft = placeBubble({ left: 10, top: 300, width: 40, height: 32 }, bubble, view)
    expect(nearLeft.left).toBe(EDGE_PADDING)
    expect(nearLeft.arrowLeft).toBe(30 - EDGE_PADDING)
    const nearRight = placeBubble({ left: 360, top: 300, width: 30, height: 32 }, bubble, view)
    expect(nearRight.left).toBe(400 - EDGE_PADDING - 200)
    expect(nearRight.arrowLeft).toBe(375 - 192)
  })

  it('keeps the arrow off the rounded corners for a trigger at the very edge', () => {
    const place = placeBubble({ left: 0, top: 300, width: 4, height: 32 }, bubble, view)
    expect(place.arrowLeft).toBe(12)
  })

  it('starts at the left padding when the bubble is wider than the window', () => {
    expect(
      placeBubble({ left: 150, top: 300, width: 100, height: 32 }, { width: 500, height: 60 }, view).left,
    ).toBe(EDGE_PADDING)
  })
})
