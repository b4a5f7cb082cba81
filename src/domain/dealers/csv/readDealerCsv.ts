import { CsvError, parse } from 'csv-parse/sync'

import { unguardCell } from '../../csv/cell'
import { DEALER_COLUMNS, readZip, type CsvValue, type DealerColumn } from './columns'

/** A dealer file's row as a partial record: only the columns the file carries, nested as the record nests. */
export type DealerPatch = {
  data: Record<string, CsvValue> & { companyID: number }
  metaData?: Record<string, CsvValue>
  location?: Record<string, CsvValue>
  serviceArea?: string[]
}

export type DealerCsvRow = { line: number; patch: DealerPatch }
/** One problem of the file: the line it is on (1 is the header), the column when it is one cell's. */
export type DealerCsvProblem = { line: number; column?: string; message: string }

export type DealerCsvResult = { ok: true; rows: DealerCsvRow[] } | { ok: false; problems: DealerCsvProblem[] }

/** Twice the largest network the site is measured with (100,000 dealers): a file this long is a mistake. */
export const MAX_DEALER_ROWS = 200_000

const byHeader = new Map(DEALER_COLUMNS.map((c) => [c.header.toLowerCase(), c]))

/** One record as the CSV parser gives it: its cells and the line it ends on. */
export type Parsed = { cells: string[]; line: number }

function parseRecords(text: string): Parsed[] | DealerCsvProblem {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as { record: string[]; info: { lines: number } }[]
    return records.map(({ record, info }) => ({ cells: record.map(unguardCell), line: info.lines }))
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 1
      return { line, message: 'The file is not valid CSV here (a quote left open or a stray quote).' }
    }
    throw error
  }
}

function readHeader(cells: string[]): { columns: DealerColumn[] } | { problems: DealerCsvProblem[] } {
  const problems: DealerCsvProblem[] = []
  const columns: DealerColumn[] = []
  for (const cell of cells) {
    const column = byHeader.get(cell.trim().toLowerCase())
    if (!column) problems.push({ line: 1, column: cell, message: `Unknown column “${cell}”.` })
    else if (columns.includes(column))
      problems.push({ line: 1, column: cell, message: 'This column appears twice.' })
    else columns.push(column)
  }
  for (const column of DEALER_COLUMNS.filter((c) => c.required && !columns.includes(c))) {
    problems.push({ line: 1, column: column.header, message: `The file needs a “${column.header}” column.` })
  }
  return problems.length > 0 ? { problems } : { columns }
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: CsvValue) {
  const [head, ...rest] = path
  if (head === undefined) return
  if (rest.length === 0) {
    target[head] = value
    return
  }
  const child = (target[head] ??= {}) as Record<string, unknown>
  setAt(child, rest, value)
}

function readRow(columns: DealerColumn[], { cells, line }: Parsed, problems: DealerCsvProblem[]) {
  if (cells.length !== columns.length) {
    problems.push({ line, message: `This line has ${cells.length} cells; the header has ${columns.length}.` })
    return null
  }
  const patch: Record<string, unknown> = {}
  const before = problems.length
  columns.forEach((column, i) => {
    const read = column.cell.safeParse(cells[i] ?? '')
    if (read.success) setAt(patch, column.path, read.data)
    else
      problems.push({ line, column: column.header, message: read.error.issues[0]?.message ?? 'Not valid.' })
  })
  const data = patch.data as Record<string, unknown> | undefined
  const zipIndex = columns.findIndex((c) => c.header === 'zipcode')
  if (data && typeof data.country === 'string') {
    const zip = readZip(cells[zipIndex] ?? '', data.country)
    if ('error' in zip) problems.push({ line, column: 'zipcode', message: zip.error })
    else data.zipcode = zip.value
  }
  return problems.length === before ? (patch as DealerPatch) : null
}

/** The problems a refusal lists; past them a file is only counted (a wrong file can have one per cell). */
export const MAX_LISTED_PROBLEMS = 1000

/**
 * Checks a dealer spreadsheet one parsed record at a time, as it streams in: the header first, then each line,
 * which is answered ready to write or, when it has problems, null with its problems recorded. Company ids are
 * checked for repeats across the whole file. `finish` adds the problems of the file as a whole.
 */
export class DealerCsvReader {
  private columns: DealerColumn[] | null = null
  private headerRead = false
  private readonly firstLineOf = new Map<number, number>()
  private lines = 0
  /** The problems found so far, the first MAX_LISTED_PROBLEMS of them. */
  readonly problems: DealerCsvProblem[] = []
  /** Every problem found, listed or not. */
  problemCount = 0

  /** Dealer lines read (the header and blank lines not counted). */
  get rowCount(): number {
    return this.lines
  }

  private note(problem: DealerCsvProblem) {
    this.problemCount++
    if (this.problems.length < MAX_LISTED_PROBLEMS) this.problems.push(problem)
  }

  take(record: Parsed): DealerCsvRow | null {
    if (!this.headerRead) {
      this.headerRead = true
      const head = readHeader(record.cells)
      if ('problems' in head) head.problems.forEach((p) => this.note(p))
      else this.columns = head.columns
      return null
    }
    if (!this.columns) return null
    this.lines++
    if (this.lines === MAX_DEALER_ROWS + 1) {
      this.note({
        line: record.line,
        message: `A file may hold at most ${MAX_DEALER_ROWS.toLocaleString('en-US')} dealers.`,
      })
    }
    if (this.lines > MAX_DEALER_ROWS) return null
    const found: DealerCsvProblem[] = []
    const patch = readRow(this.columns, record, found)
    found.forEach((p) => this.note(p))
    if (!patch) return null
    const id = patch.data.companyID
    const earlier = this.firstLineOf.get(id)
    if (earlier !== undefined) {
      this.note({
        line: record.line,
        column: 'companyID',
        message: `Company ID ${id} is also on line ${earlier}.`,
      })
      return null
    }
    this.firstLineOf.set(id, record.line)
    return { line: record.line, patch }
  }

  /** A file that stopped being CSV at `line`: nothing after it is read. */
  malformed(line: number) {
    this.note({ line, message: 'The file is not valid CSV here (a quote left open or a stray quote).' })
  }

  /** The problems of the whole file once it is all read; empty when every line can be written. */
  finish(): DealerCsvProblem[] {
    if (!this.headerRead) this.note({ line: 1, message: 'The file is empty.' })
    else if (this.columns && this.lines === 0 && this.problemCount === 0)
      this.note({ line: 2, message: 'The file has no dealers under its header.' })
    return this.problems
  }
}

/**
 * Reads a dealer spreadsheet (CSV with a header line) held whole in memory. Every line is checked; the result is
 * either every row, ready to write, or the problems with their lines, so a file with one bad line writes nothing.
 */
export function readDealerCsv(text: string): DealerCsvResult {
  const records = parseRecords(text)
  if (!Array.isArray(records)) return { ok: false, problems: [records] }
  const reader = new DealerCsvReader()
  const rows: DealerCsvRow[] = []
  for (const record of records) {
    const row = reader.take(record)
    if (row) rows.push(row)
  }
  const problems = reader.finish()
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows }
}
