import { describe, expect, it } from 'vitest'

import { tableGrid } from './cells'

describe('tableGrid', () => {
  it('pads short rows and turns empty cells into empty strings', () => {
    const rows = [
      { cells: [{ content: 'Unit' }, { content: 'Price' }, { content: 'Notes' }] },
      { cells: [{ content: 'AC' }, { content: null }] },
    ]
    expect(tableGrid(rows)).toEqual([
      ['Unit', 'Price', 'Notes'],
      ['AC', '', ''],
    ])
  })

  it('drops rows without cells and handles no rows', () => {
    expect(tableGrid([{ cells: [] }, { cells: [{ content: 'x' }] }])).toEqual([['x']])
    expect(tableGrid(null)).toEqual([])
  })
})
