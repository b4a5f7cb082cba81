import type { FlattenedField } from 'payload'

import { cellText } from '../../../../domain/csv/cell'

/** A column of an export: its header (a group's field as `group_field`, as the admin's preview names it). */
export type ExportColumn = { header: string; path: string[] }

function columnsIn(fields: readonly FlattenedField[], parent: string[]): ExportColumn[] {
  return fields.flatMap((field) => {
    // Hidden fields (idempotency keys, leases) are bookkeeping; lists of rows have no single cell.
    if (field.hidden || field.type === 'join' || field.type === 'array' || field.type === 'blocks') return []
    const path = [...parent, field.name]
    if (field.type === 'group' || field.type === 'tab') return columnsIn(field.flattenedFields, path)
    return [{ header: path.join('_'), path }]
  })
}

/**
 * The columns of an export: the id, then every stored field in the collection's order. When the request names
 * fields (by path, `consent.text` or a whole group `consent`), only theirs, in its order; a name that is no
 * field of the collection is returned as `unknown`.
 */
export function exportColumns(
  fields: readonly FlattenedField[],
  selected?: readonly string[] | null,
): { columns: ExportColumn[] } | { unknown: string } {
  const all = columnsIn(fields, [])
  if (!all.some((c) => c.header === 'id')) all.unshift({ header: 'id', path: ['id'] })
  if (!selected || selected.length === 0) return { columns: all }
  const columns: ExportColumn[] = []
  for (const name of selected) {
    const matching = all.filter((c) => `${c.path.join('.')}.`.startsWith(`${name}.`))
    if (matching.length === 0) return { unknown: name }
    columns.push(...matching.filter((c) => !columns.includes(c)))
  }
  return { columns }
}

/** Payload's `select` for the columns: only what the file shows is read. */
export function selectFor(columns: readonly ExportColumn[]): Record<string, unknown> {
  const select: Record<string, unknown> = {}
  for (const { path } of columns) {
    let node = select
    path.forEach((key, i) => {
      if (i === path.length - 1) node[key] = true
      else node = (node[key] ??= {}) as Record<string, unknown>
    })
  }
  return select
}

const valueAt = (doc: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    doc,
  )

/** A document's cells under the columns, each safe to open in a spreadsheet (domain/csv/cell). */
export const exportCells = (doc: unknown, columns: readonly ExportColumn[]): string[] =>
  columns.map((c) => cellText(valueAt(doc, c.path)))
