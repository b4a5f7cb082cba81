import type { RealResult } from './realLoad'
import { printColumns, signed, type Column } from './table'

/** The review's targets against the bare page: LCP within 400 ms, interactive within 1 s. */
export const TARGETS = { lcpMs: 400, interactiveMs: 1000 }

export type RealRow = RealResult & { label: string; serving: string }

const ms = (n: number | null) => (n === null ? '—' : Math.round(n).toString())
const delta = (n: number | null, base: number | null) =>
  n === null || base === null ? '—' : signed(n - base)

/**
 * The bare page has no control to tap: a tap there is answered once it has hydrated, so its hydration is the
 * baseline for both the page's hydration and its first answered tap.
 */
export function missedTargets(row: RealRow, bare: RealRow): string[] {
  const over = (n: number | null, base: number | null, allowed: number) =>
    n === null || base === null || n - base > allowed
  const missed: string[] = []
  if (over(row.lcpMs, bare.lcpMs, TARGETS.lcpMs)) missed.push('LCP')
  if (over(row.hydratedMs, bare.hydratedMs, TARGETS.interactiveMs)) missed.push('hydrated')
  if (row.tapMissed > 0 || over(row.tapMs, bare.hydratedMs, TARGETS.interactiveMs)) missed.push('tap')
  return missed
}

const columns: Column<RealRow>[] = [
  { title: 'page', cell: (r) => r.label },
  { title: 'served by', cell: (r) => r.serving },
  { title: 'FCP ms', cell: (r) => ms(r.fcpMs) },
  { title: 'LCP ms', cell: (r) => ms(r.lcpMs) },
  { title: 'LCP vs bare', cell: (r, b) => (r === b ? '' : delta(r.lcpMs, b.lcpMs)) },
  { title: 'hydrated ms', cell: (r) => ms(r.hydratedMs) },
  { title: 'hydrated vs bare', cell: (r, b) => (r === b ? '' : delta(r.hydratedMs, b.hydratedMs)) },
  {
    title: 'first tap ms',
    cell: (r, b) =>
      r === b ? '' : `${ms(r.tapMs)}${r.tapMissed ? ` (${r.tapMissed}/${r.runs} unanswered)` : ''}`,
  },
  { title: 'tap vs bare hydrated', cell: (r, b) => (r === b ? '' : delta(r.tapMs, b.hydratedMs)) },
  {
    title: 'targets',
    cell: (r, b) => {
      if (r === b) return ''
      const missed = missedTargets(r, b)
      return missed.length ? `MISSED: ${missed.join(', ')}` : 'met'
    },
  },
]

export const printRealTable = (bare: RealRow, rows: RealRow[]): void => printColumns(columns, bare, rows)
