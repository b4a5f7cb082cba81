import type { ColumnWidths } from '@/payload-types'

/**
 * Ready-made ways for columns to share a row. On phones every preset stacks the columns (full width); from
 * tablets up they sit side by side. A row with more columns than the preset names wraps onto the next line
 * in the same pattern. 'custom' leaves each column's own widths in charge.
 */
export const COLUMN_PRESETS = {
  halves: { label: 'Halves (½ + ½)', spans: [{ mobile: '12', medium: '6' }] },
  thirds: { label: 'Thirds (⅓ + ⅓ + ⅓)', spans: [{ mobile: '12', medium: '4' }] },
  twoThirdsThird: {
    label: 'Two-thirds and a third (⅔ + ⅓)',
    spans: [
      { mobile: '12', medium: '8' },
      { mobile: '12', medium: '4' },
    ],
  },
  thirdTwoThirds: {
    label: 'A third and two-thirds (⅓ + ⅔)',
    spans: [
      { mobile: '12', medium: '4' },
      { mobile: '12', medium: '8' },
    ],
  },
  quarters: { label: 'Quarters (¼ + ¼ + ¼ + ¼)', spans: [{ mobile: '12', small: '6', large: '3' }] },
} as const satisfies Record<string, { label: string; spans: readonly ColumnWidths[] }>

export type ColumnPreset = keyof typeof COLUMN_PRESETS | 'custom'

/** The preset new Columns blocks start with: two equal columns, the most common layout. */
export const DEFAULT_COLUMN_PRESET: ColumnPreset = 'halves'

/** The widths of the column at `index`: the preset's pattern, or the column's own under 'custom'. */
export function columnWidths(
  preset: ColumnPreset | null | undefined,
  index: number,
  own: ColumnWidths | null | undefined,
): ColumnWidths | null | undefined {
  if (!preset || preset === 'custom') return own
  const { spans } = COLUMN_PRESETS[preset]
  return spans[index % spans.length]
}
