import { stringify } from 'csv-stringify/sync'

import { DEALER_COLUMNS, formatCell } from './columns'

const valueAt = (record: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    record,
  )

const lines = (rows: string[][]) => stringify(rows, { record_delimiter: '\r\n' })

/** The header line of the dealer spreadsheet: the record's field names (columns.ts). */
export const dealerCsvHeader = (): string => lines([DEALER_COLUMNS.map((c) => c.header)])

/** One line per dealer, in the header's order; a file is the header and then these, page after page. */
export const dealerCsvLines = (records: readonly unknown[]): string =>
  records.length === 0
    ? ''
    : lines(records.map((record) => DEALER_COLUMNS.map((c) => formatCell(valueAt(record, c.path)))))

/** The dealer spreadsheet in one piece: the header, then one line per dealer. */
export const writeDealerCsv = (records: readonly unknown[]): string =>
  dealerCsvHeader() + dealerCsvLines(records)
