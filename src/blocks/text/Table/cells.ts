import type { TableBlock } from '@/payload-types'

/**
 * The table's rows as plain strings, padded to the widest row so every row has the same number of
 * cells (a ragged table confuses screen readers' column navigation).
 */
export function tableGrid(rows: TableBlock['rows'] | null | undefined): string[][] {
  const grid = (rows ?? []).map((row) => (row.cells ?? []).map((cell) => cell.content ?? ''))
  const width = Math.max(0, ...grid.map((row) => row.length))
  return grid
    .filter((row) => row.length > 0)
    .map((row) => [...row, ...Array<string>(width - row.length).fill('')])
}
