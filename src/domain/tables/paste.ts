/** More than a page's table should hold: a paste beyond it is cut, and the editor is told. */
export const MAX_PASTED_ROWS = 200
export const MAX_PASTED_COLUMNS = 20

export type PastedTable = { rows: string[][]; cut: boolean }

/**
 * Cells of text copied from a spreadsheet: tab-separated (what Excel, Numbers and Google Sheets put on the
 * clipboard) or comma-separated when the text has no tab. A cell in double quotes may hold the separator, line
 * breaks and doubled quotes. Cells are trimmed, empty trailing rows dropped and short rows padded, so every row
 * has the same number of cells. Written here rather than taken from a CSV library: it runs in the admin's
 * browser, where the server's CSV reader (which needs Node's Buffer) does not.
 */
export function parsePastedTable(text: string): PastedTable {
  const delimiter = text.includes('\t') ? '\t' : ','
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell.trim())
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c !== '"') cell += c
      else if (text[i + 1] === '"') cell += text[i++]
      else quoted = false
    } else if (c === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (c === delimiter) {
      endCell()
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      endCell()
      rows.push(row)
      row = []
    } else {
      cell += c
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell()
    rows.push(row)
  }
  while (rows.length > 0 && rows.at(-1)!.every((c) => c === '')) rows.pop()
  const width = Math.min(MAX_PASTED_COLUMNS, Math.max(0, ...rows.map((r) => r.length)))
  const cut = rows.length > MAX_PASTED_ROWS || rows.some((r) => r.length > MAX_PASTED_COLUMNS)
  return {
    rows: rows
      .slice(0, MAX_PASTED_ROWS)
      .map((r) => [...r.slice(0, width), ...Array<string>(Math.max(0, width - r.length)).fill('')]),
    cut,
  }
}
