import type { DataTableBlock } from '@/payload-types'

import type { SpanCell } from '../../../domain/tables/spans'

export type CellBackground = NonNullable<DataTableBlock['bodyRows'][number]['cells'][number]['background']>

// Theme tokens only, each with a text colour that stays readable (white on brand-700 or darker).
const BACKGROUND: Record<CellBackground, string> = {
  none: 'bg-white',
  light: 'bg-surface',
  tint: 'bg-brand-50',
  brand: 'bg-brand-700 text-white',
  dark: 'bg-brand-900 text-white',
}

const BASE = 'min-w-40 px-4 py-3 text-left align-top'
// A fixed cell stays at the left edge while the rest scrolls under it; its own background hides what passes
// beneath, and an inset shadow draws its right edge (a border would stay behind in the table's grid).
const FIXED = 'sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-line)]'

type Props = {
  cell: SpanCell<CellBackground>
  /** col: a column heading; row: the heading of its row; data: a plain cell. */
  role: 'col' | 'row' | 'data'
  fixed: boolean
}

/** One cell of the data table, with its span, background and, for the first column, the fixed position. */
export function Cell({ cell, role, fixed }: Props) {
  const className = [
    BASE,
    role === 'col' ? 'border-b-2 border-brand-900 font-semibold' : 'border-b border-line',
    role === 'row' ? 'font-semibold' : '',
    BACKGROUND[cell.background ?? 'none'],
    fixed ? FIXED : '',
  ]
    .filter(Boolean)
    .join(' ')
  const colSpan = cell.colSpan > 1 ? cell.colSpan : undefined
  // An empty heading cell would be announced as a heading with no name, so empty cells are plain cells.
  if (role === 'data' || !cell.text)
    return (
      <td colSpan={colSpan} className={className}>
        {cell.text}
      </td>
    )
  const scope = role === 'row' ? 'row' : cell.colSpan > 1 ? 'colgroup' : 'col'
  return (
    <th scope={scope} colSpan={colSpan} className={className}>
      {cell.text}
    </th>
  )
}
