import type { FlattenedField } from 'payload'

import { columnName, type SqlAdapter } from './sqlAdapter'

type Row = Record<string, unknown>

/** A scalar field inside a document's groups, with the column that holds it. */
export type GroupLeaf = { path: string[]; column: string; type: FlattenedField['type'] }

/**
 * The scalar fields inside the groups of a collection's documents (`data.name`, `location.lat`…) with their
 * column names, found by walking the collection's fields, so a new field needs no change where they are read.
 * Top-level scalars and arrays (which live in tables of their own) are left out.
 */
export function groupLeaves(
  adapter: SqlAdapter,
  table: string,
  fields: readonly FlattenedField[],
  prefix: string[] = [],
): GroupLeaf[] {
  return fields.flatMap((f): GroupLeaf[] => {
    if (f.type === 'group') return groupLeaves(adapter, table, f.flattenedFields, [...prefix, f.name])
    if (f.type === 'array' || prefix.length === 0) return []
    return [
      {
        path: [...prefix, f.name],
        column: columnName(adapter, table, [...prefix, f.name].join('_')),
        type: f.type,
      },
    ]
  })
}

/** A column's value as Payload's Local API answers it for a field of this type. */
export function fieldValue(type: GroupLeaf['type'], v: unknown): unknown {
  if (v === null || v === undefined) return null
  if (type === 'number') return Number(v)
  // SQLite answers booleans as 0/1, PostgreSQL as true/false.
  if (type === 'checkbox') return v === true || v === 1 || v === '1'
  // node-postgres parses timestamps into Date objects; Payload answers ISO strings.
  if (type === 'date') return v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()
  return String(v)
}

/** Sets `value` at `path` in `target`, making the groups on the way. */
export function setPath(target: Row, path: readonly string[], value: unknown): void {
  let node = target
  for (const key of path.slice(0, -1)) {
    const next = node[key]
    node = next && typeof next === 'object' ? (next as Row) : (node[key] = {})
  }
  const last = path[path.length - 1]
  if (last) node[last] = value
}
