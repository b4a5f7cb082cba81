import { describe, expect, it } from 'vitest'

import { clampSpan, spanRows, tableColumns } from './spans'

describe('clampSpan', () => {
  it('keeps whole spans from 1 to 6 and treats missing or odd values as 1', () => {
    expect([1, 3, 6].map(clampSpan)).toEqual([1, 3, 6])
    expect([0, -2, null, undefined, Number.NaN].map(clampSpan)).toEqual([1, 1, 1, 1, 1])
    expect([7, 40, 2.7].map(clampSpan)).toEqual([6, 6, 2])
  })
})

describe('tableColumns', () => {
  it('counts the widest row across header and body, spans included', () => {
    const head = [{ cells: [{ text: 'Type' }, { text: 'Coverage', colSpan: 2 }] }]
    const body = [{ cells: [{ text: 'Base' }, { text: '5 years' }, { text: 'Parts' }, { text: 'Note' }] }]
    expect(tableColumns(head, body)).toBe(4)
    expect(tableColumns(null, [])).toBe(0)
  })
})

describe('spanRows', () => {
  it('pads a short row with one empty filler cell covering the missing columns', () => {
    const rows = spanRows([{ cells: [{ text: ' Base ', colSpan: 2, background: 'tint' }] }], 5)
    expect(rows).toEqual([
      [
        { text: 'Base', colSpan: 2, background: 'tint', filler: false },
        { text: '', colSpan: 3, background: null, filler: true },
      ],
    ])
  })

  it('leaves full rows as they are and drops rows without cells', () => {
    const rows = spanRows([{ cells: [] }, { cells: [{ text: 'a' }, { text: null, colSpan: 9 }] }], 4)
    expect(rows).toEqual([
      [
        { text: 'a', colSpan: 1, background: null, filler: false },
        { text: '', colSpan: 6, background: null, filler: false },
      ],
    ])
    expect(spanRows(undefined, 3)).toEqual([])
  })
})
