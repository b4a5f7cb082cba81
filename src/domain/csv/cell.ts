/**
 * Spreadsheet cells that cannot run as formulas (OWASP's CSV injection rule). A spreadsheet opening a CSV runs
 * a cell that starts with =, +, -, @, a tab or a carriage return as a formula, so text written to a CSV file
 * gets a leading apostrophe there, which spreadsheets show as text. Numbers are written as numbers: a number
 * is never a formula.
 *
 * Text that already starts with apostrophes before such a sign is guarded too, so that unguardCell can take
 * off exactly the apostrophe guardCell added and a file the site wrote imports back to the very same text.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/

/** The text as a cell a spreadsheet will not run. */
export const guardCell = (text: string): string => (NEEDS_GUARD.test(text) ? `'${text}` : text)

/** The text guardCell was given: the cell without the apostrophe it added (and a cell without one as it is). */
export const unguardCell = (cell: string): string =>
  cell.startsWith("'") && NEEDS_GUARD.test(cell.slice(1)) ? cell.slice(1) : cell

/**
 * Any stored value as a cell: empty for nothing, numbers and true/false as they are, lists joined with commas,
 * anything else as text (objects as JSON), guarded.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'string') return guardCell(value)
  const text = (v: unknown): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))
  return guardCell(Array.isArray(value) ? value.map(text).join(', ') : text(value))
}
