/**
 * Rows of an editor-built table whose cells may span columns (1 to 6). A table whose rows cover different
 * numbers of columns confuses screen readers' column navigation, so short rows get an empty filler cell.
 */

export const MAX_COL_SPAN = 6

/** A saved span as a whole number from 1 to MAX_COL_SPAN (missing or odd values count as 1). */
export function clampSpan(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 1
  return Math.min(MAX_COL_SPAN, Math.max(1, Math.trunc(value)))
}

type SavedCell<B> = { text?: string | null; colSpan?: number | null; background?: B | null }
type SavedRow<B> = { cells?: readonly SavedCell<B>[] | null }

export type SpanCell<B> = { text: string; colSpan: number; background: B | null; filler: boolean }

/** How many columns a row covers. */
export const rowWidth = (cells: readonly { colSpan: number }[]): number =>
  cells.reduce((sum, cell) => sum + cell.colSpan, 0)

const cellsOf = <B>(row: SavedRow<B>): SpanCell<B>[] =>
  (row.cells ?? []).map((cell) => ({
    text: cell.text?.trim() ?? '',
    colSpan: clampSpan(cell.colSpan),
    background: cell.background ?? null,
    filler: false,
  }))

/** The widest row, in columns, over every group of rows (header and body rows share the columns). */
export function tableColumns<B>(...groups: (readonly SavedRow<B>[] | null | undefined)[]): number {
  const widths = groups.flatMap((rows) => (rows ?? []).map((row) => rowWidth(cellsOf(row))))
  return Math.max(0, ...widths)
}

/** The rows ready to draw: spans clamped, rows without cells dropped, short rows padded to `columns`. */
export function spanRows<B>(
  rows: readonly SavedRow<B>[] | null | undefined,
  columns: number,
): SpanCell<B>[][] {
  return (rows ?? [])
    .map(cellsOf)
    .filter((cells) => cells.length > 0)
    .map((cells) => {
      const missing = columns - rowWidth(cells)
      if (missing <= 0) return cells
      return [...cells, { text: '', colSpan: missing, background: null, filler: true }]
    })
}
