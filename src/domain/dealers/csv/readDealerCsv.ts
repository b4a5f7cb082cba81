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

/** More rows than a network of this size could need: a file this long is a mistake, not a network. */
export const MAX_DEALER_ROWS = 20_000

const byHeader = new Map(DEALER_COLUMNS.map((c) => [c.header.toLowerCase(), c]))

type Parsed = { cells: string[]; line: number }

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

/**
 * Reads a dealer spreadsheet (CSV with a header line). Every line is checked; the result is either every row,
 * ready to write, or every problem with its line, so a file with one bad line writes nothing.
 */
export function readDealerCsv(text: string): DealerCsvResult {
  const records = parseRecords(text)
  if (!Array.isArray(records)) return { ok: false, problems: [records] }
  const [header, ...body] = records
  if (!header) return { ok: false, problems: [{ line: 1, message: 'The file is empty.' }] }
  const head = readHeader(header.cells)
  if ('problems' in head) return { ok: false, problems: head.problems }
  if (body.length === 0)
    return { ok: false, problems: [{ line: 2, message: 'The file has no dealers under its header.' }] }
  if (body.length > MAX_DEALER_ROWS) {
    return {
      ok: false,
      problems: [
        { line: MAX_DEALER_ROWS + 2, message: `A file may hold at most ${MAX_DEALER_ROWS} dealers.` },
      ],
    }
  }
  const problems: DealerCsvProblem[] = []
  const rows: DealerCsvRow[] = []
  const firstLineOf = new Map<number, number>()
  for (const record of body) {
    const patch = readRow(head.columns, record, problems)
    if (!patch) continue
    const id = patch.data.companyID
    const earlier = firstLineOf.get(id)
    if (earlier !== undefined) {
      problems.push({
        line: record.line,
        column: 'companyID',
        message: `Company ID ${id} is also on line ${earlier}.`,
      })
      continue
    }
    firstLineOf.set(id, record.line)
    rows.push({ line: record.line, patch })
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows }
}
