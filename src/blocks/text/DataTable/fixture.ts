import type { DataTableBlock } from '@/payload-types'

const row = (...cells: (string | [string, number])[]) => ({
  cells: cells.map((cell) =>
    typeof cell === 'string' ? { text: cell, colSpan: 1 } : { text: cell[0], colSpan: cell[1] },
  ),
})

/** A data table as an editor would set it up: two header rows (one spanning heading), a fixed first column. */
export const dataTableFixture: DataTableBlock = {
  blockType: 'dataTable',
  caption: 'Warranty types compared',
  fixedFirstColumn: true,
  rowHeaders: true,
  headerRows: [row('', ['Coverage', 2], 'How to get it'), row('Warranty type', 'Parts', 'Labor', '')],
  bodyRows: [
    {
      cells: [
        { text: 'Base limited', background: 'light' },
        { text: 'Usually 5 years' },
        { text: 'Not covered' },
        { text: 'Automatic' },
      ],
    },
    row('Registered limited', 'Usually 10 years', 'Not covered', 'Register within 60 days'),
    row('Extended', ['Set by the plan you buy', 2]),
  ],
}
