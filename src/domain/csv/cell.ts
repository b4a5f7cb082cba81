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
