'use client'

import { useForm } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { parsePastedTable } from '../../../../domain/tables/paste'

/** A row id as Payload makes them (24 hex digits). */
const rowId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')

type FieldState = Record<string, unknown>

/** The admin's state for one table row: its cells as an array field, each cell with its text. */
function rowState(cells: string[]): Record<string, FieldState> {
  const ids = cells.map(rowId)
  const state: Record<string, FieldState> = {
    cells: { value: cells.length, rows: ids.map((id) => ({ id })), disableFormData: true, valid: true },
  }
  cells.forEach((content, i) => {
    state[`cells.${i}.id`] = { value: ids[i], initialValue: ids[i], valid: true, passesCondition: true }
    state[`cells.${i}.content`] = { value: content, initialValue: '', valid: true, passesCondition: true }
  })
  return state
}

/**
 * Above a table's rows: paste cells copied from a spreadsheet (or comma-separated text) and fill the table
 * with them, replacing its rows. Rows and cells can still be added, moved and removed one by one below.
 */
export function PasteField({ path }: { path: string }) {
  const rowsPath = path.replace(/[^.]+$/, 'rows')
  const { addFieldRow, removeFieldRow, getDataByPath } = useForm()
  const [text, setText] = useState('')
  const [message, setMessage] = useState('')
  const id = useId()

  function fill() {
    const { rows, cut } = parsePastedTable(text)
    if (rows.length === 0) return setMessage('Paste cells copied from a spreadsheet into the box first.')
    const current = getDataByPath<unknown[]>(rowsPath)?.length ?? 0
    for (let i = current - 1; i >= 0; i--) removeFieldRow({ path: rowsPath, rowIndex: i })
    rows.forEach((cells, rowIndex) =>
      addFieldRow({ path: rowsPath, rowIndex, schemaPath: rowsPath, subFieldState: rowState(cells) }),
    )
    setText('')
    const size = `${rows.length} ${rows.length === 1 ? 'row' : 'rows'} of ${rows[0]!.length} cells`
    setMessage(
      cut
        ? `Filled ${size}; the rest of the paste was too large for a table and was left out.`
        : `Filled ${size}.`,
    )
  }

  return (
    <div className="table-paste field-type">
      <label htmlFor={`${id}-text`} className="field-label">
        Paste from a spreadsheet
      </label>
      <p id={`${id}-help`} className="field-description">
        Copy cells in Excel, Numbers or Google Sheets (or comma-separated text) and paste them here. Filling
        replaces the rows below.
      </p>
      <textarea
        id={`${id}-text`}
        aria-describedby={`${id}-help ${id}-message`}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="table-paste__text"
      />
      <div className="table-paste__row">
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={fill}>
          Fill the table
        </button>
        <p id={`${id}-message`} role="status" className="table-paste__message">
          {message}
        </p>
      </div>
    </div>
  )
}
