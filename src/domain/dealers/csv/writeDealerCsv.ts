import { stringify } from 'csv-stringify/sync'

import { DEALER_COLUMNS, formatCell } from './columns'

const valueAt = (record: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    record,
  )

/** The dealer spreadsheet: a header of the record's field names, then one line per dealer (columns.ts). */
export function writeDealerCsv(records: readonly unknown[]): string {
  const header = DEALER_COLUMNS.map((c) => c.header)
  const lines = records.map((record) => DEALER_COLUMNS.map((c) => formatCell(valueAt(record, c.path))))
  return stringify([header, ...lines], { record_delimiter: '\r\n' })
}
