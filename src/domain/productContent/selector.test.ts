import { describe, expect, it } from 'vitest'

import { clampSelection, initialSelection, selectionAfterKey, usableItems } from './selector'

describe('product selector state', () => {
  it('starts on the first item, or on none when there are no items', () => {
    expect(initialSelection(3)).toBe(0)
    expect(initialSelection(0)).toBe(-1)
  })

  it('keeps an index within the items', () => {
    expect(clampSelection(2, 3)).toBe(2)
    expect(clampSelection(3, 3)).toBe(0)
    expect(clampSelection(-1, 3)).toBe(0)
    expect(clampSelection(1.5, 3)).toBe(0)
    expect(clampSelection(0, 0)).toBe(-1)
  })

  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    expect(selectionAfterKey('ArrowRight', 0, 3)).toBe(1)
    expect(selectionAfterKey('ArrowDown', 2, 3)).toBe(0)
    expect(selectionAfterKey('ArrowLeft', 0, 3)).toBe(2)
    expect(selectionAfterKey('ArrowUp', 2, 3)).toBe(1)
    expect(selectionAfterKey('Home', 2, 3)).toBe(0)
    expect(selectionAfterKey('End', 0, 3)).toBe(2)
  })

  it('ignores other keys and an empty list', () => {
    expect(selectionAfterKey('Enter', 1, 3)).toBeNull()
    expect(selectionAfterKey('ArrowRight', 0, 0)).toBeNull()
  })

  it('offers only the items with a name', () => {
    expect(usableItems([{ text: 'Gold' }, { text: '  ' }, { text: null }, { text: 'Silver' }])).toEqual([
      { text: 'Gold' },
      { text: 'Silver' },
    ])
    expect(usableItems(null)).toEqual([])
  })
})
