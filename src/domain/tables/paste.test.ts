import { describe, expect, it } from 'vitest'

import { MAX_PASTED_COLUMNS, MAX_PASTED_ROWS, parsePastedTable } from './paste'

describe('parsePastedTable', () => {
  it('reads tab-separated rows as a spreadsheet puts them on the clipboard', () => {
    expect(
      parsePastedTable('Product\tSEER\tPrice\r\nBasic AC\t14\t$3,900\r\nPremium AC\t20\t$7,200\r\n'),
    ).toEqual({
      rows: [
        ['Product', 'SEER', 'Price'],
        ['Basic AC', '14', '$3,900'],
        ['Premium AC', '20', '$7,200'],
      ],
      cut: false,
    })
  })

  it('reads comma-separated text when there is no tab, with quoted cells holding commas, quotes and line breaks', () => {
    expect(
      parsePastedTable('Model,Note\nA-100,"Quiet, 56 dB"\nB-200,"Says ""ready"" and\nlights up"'),
    ).toEqual({
      rows: [
        ['Model', 'Note'],
        ['A-100', 'Quiet, 56 dB'],
        ['B-200', 'Says "ready" and\nlights up'],
      ],
      cut: false,
    })
  })

  it('trims cells, pads short rows and drops empty trailing rows', () => {
    expect(parsePastedTable(' a \tb\tc\nd\n\t\t\n\n').rows).toEqual([
      ['a', 'b', 'c'],
      ['d', '', ''],
    ])
    expect(parsePastedTable('   \n').rows).toEqual([])
  })

  it('cuts a paste larger than a page table should be, and says so', () => {
    const wide = Array.from({ length: MAX_PASTED_COLUMNS + 5 }, (_, i) => `c${i}`).join('\t')
    const tall = Array.from({ length: MAX_PASTED_ROWS + 10 }, (_, i) => `r${i}\tx`).join('\n')
    expect(parsePastedTable(wide)).toMatchObject({ cut: true })
    expect(parsePastedTable(wide).rows[0]).toHaveLength(MAX_PASTED_COLUMNS)
    expect(parsePastedTable(tall).rows).toHaveLength(MAX_PASTED_ROWS)
  })
})
