import type { PageFigures } from './lighthouse'

export type Row = PageFigures & {
  label: string
  /** Each run's LCP, in the order run. */
  lcpRuns: number[]
  /** Runs in which a script arrived before the largest paint. */
  scriptBeforeLcpRuns: number
  /** Scripts named in the HTML (Next's first-load chunks). */
  jsGzip: number
  jsFiles: number
  /** Every script the page loaded in Lighthouse's runs, lazily loaded islands included. */
  loadedGzip: number
}

/** A column of the table: its title and its cell for a row, given the bare page's row. */
export type Column<R> = { title: string; cell: (row: R, baseline: R) => string }

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
export const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`

const columns: Column<Row>[] = [
  { title: 'page', cell: (r) => r.label },
  { title: 'score', cell: (r) => String(r.score) },
  { title: 'LCP ms', cell: (r) => Math.round(r.lcpMs).toString() },
  { title: 'LCP vs bare', cell: (r, b) => (r === b ? '' : signed(r.lcpMs - b.lcpMs)) },
  { title: 'LCP each run', cell: (r) => r.lcpRuns.map((ms) => Math.round(ms)).join(' ') },
  { title: 'JS before LCP', cell: (r) => `${r.scriptBeforeLcpRuns}/${r.lcpRuns.length}` },
  { title: 'TBT ms', cell: (r) => Math.round(r.tbtMs).toString() },
  { title: 'CLS', cell: (r) => r.cls.toFixed(3) },
  { title: 'total KB', cell: (r) => kb(r.bytes) },
  { title: 'JS KB gz', cell: (r) => `${kb(r.jsGzip)} (${r.jsFiles} files)` },
  { title: 'JS vs bare', cell: (r, b) => (r === b ? '' : signed((r.jsGzip - b.jsGzip) / 1024, 1)) },
  { title: 'JS loaded KB gz', cell: (r) => kb(r.loadedGzip) },
  {
    title: 'loaded vs bare',
    cell: (r, b) => (r === b ? '' : signed((r.loadedGzip - b.loadedGzip) / 1024, 1)),
  },
]

/** A plain-text table: the bare page first, then each measured page with its difference to it. */
export function printColumns<R>(columns: Column<R>[], baseline: R, rows: R[]): void {
  const all = [baseline, ...rows]
  const cells = [columns.map((c) => c.title), ...all.map((r) => columns.map((c) => c.cell(r, baseline)))]
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)))
  const format = (line: string[]) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')
  console.log(`\n${format(cells[0] ?? [])}`)
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const line of cells.slice(1)) console.log(format(line))
}

export const printTable = (baseline: Row, rows: Row[]): void => printColumns(columns, baseline, rows)
