import type { TableBlock } from '@/payload-types'

/** A price table with a caption, column headings in the first row and product names heading each row. */
export const tableFixture: TableBlock = {
  blockType: 'table',
  caption: 'Starting prices by product',
  hasHeaderRow: true,
  hasHeaderColumn: true,
  rows: [
    { cells: [{ content: 'Product' }, { content: 'Starting price' }] },
    { cells: [{ content: 'Air conditioner' }, { content: '$5,400' }] },
    { cells: [{ content: 'Heat pump' }, { content: '$5,800' }] },
  ],
}
