import type { GroupBlock } from '@/payload-types'

type Justification = GroupBlock['justification']
type Alignment = GroupBlock['alignment']

// Side by side: justification runs along the row, alignment across it.
const ROW_JUSTIFY: Record<Justification, string> = {
  start: 'justify-start',
  center: 'justify-center',
  end: 'justify-end',
  between: 'justify-between',
}
const ROW_ALIGN: Record<Alignment, string> = {
  stretch: 'items-stretch',
  start: 'items-start',
  center: 'items-center',
  end: 'items-end',
}
// Stacked: justification places items (and their text) left, center or right.
const STACK_JUSTIFY: Record<Justification, string> = {
  start: 'items-start text-left',
  center: 'items-center text-center',
  end: 'items-end text-right',
  between: 'items-stretch',
}

/** Flexbox classes for a Group's editor settings. */
export function groupLayoutClasses({
  direction,
  justification,
  alignment,
  wrap,
}: Pick<GroupBlock, 'direction' | 'justification' | 'alignment' | 'wrap'>): string {
  const j = justification ?? 'start'
  if (direction === 'row') {
    const wrapping = wrap === false ? 'flex-nowrap' : 'flex-wrap'
    return `flex flex-row gap-6 ${wrapping} ${ROW_JUSTIFY[j]} ${ROW_ALIGN[alignment ?? 'stretch']}`
  }
  return `flex flex-col gap-6 ${STACK_JUSTIFY[j]}`
}
