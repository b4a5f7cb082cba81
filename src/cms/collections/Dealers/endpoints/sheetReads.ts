import type { Payload } from 'payload'

import type { Dealer } from '../../../../payload-types'
import { fieldValue, groupLeaves, setPath } from '../../../db/groupColumns'
import { columnName, selectRows, sqlAdapter } from '../../../db/sqlAdapter'

/** What the spreadsheet carries of a dealer: its groups and service area, with its id to write it back. */
export type SheetDealer = Pick<Dealer, 'id' | 'data' | 'metaData' | 'location' | 'serviceArea'>

/** The record's groups the spreadsheet carries (call tracking and the provider's extras stay out). */
const SHEET_GROUPS = new Set(['data', 'metaData', 'location'])

export type SheetRead = { after: number; limit: number } | { companyIds: readonly number[] }

/**
 * Dealers straight from Payload's tables, in the spreadsheet's shape: a page of them by company id after
 * `after`, or the ones with the given company ids. One query for the dealers and one for their service areas,
 * where Payload's find on PostgreSQL takes seconds for a page of 500 (it joins every array and group).
 * An integration test checks the result equals the Local API's. Only whole numbers reach the SQL text.
 */
export async function readSheetDealers(payload: Payload, read: SheetRead): Promise<SheetDealer[]> {
  const adapter = sqlAdapter(payload)
  const leaves = groupLeaves(adapter, 'dealers', payload.collections.dealers.config.flattenedFields).filter(
    (leaf) => SHEET_GROUPS.has(leaf.path[0] ?? ''),
  )
  const id = `"${columnName(adapter, 'dealers', 'id')}"`
  const company = `"${columnName(adapter, 'dealers', 'data_companyID')}"`
  const columns = leaves.map((leaf, i) => `"${leaf.column}" AS c${i}`).join(', ')
  const where =
    'companyIds' in read
      ? `WHERE ${company} IN (${read.companyIds.map((n) => Math.trunc(n)).join(',') || 'NULL'})`
      : `WHERE ${company} > ${Math.trunc(read.after)} ORDER BY ${company} LIMIT ${Math.trunc(read.limit)}`
  const rows = await selectRows(adapter, `SELECT ${id} AS id, ${columns} FROM "dealers" ${where}`)
  if (rows.length === 0) return []

  const text = (key: string) => `"${columnName(adapter, 'dealers_texts', key)}"`
  const ids = rows.map((r) => Math.trunc(Number(r.id))).join(',')
  const areas = await selectRows(
    adapter,
    `SELECT ${text('parent')} AS parent, ${text('text')} AS text FROM "dealers_texts" WHERE ${text('path')} = 'serviceArea' AND ${text('parent')} IN (${ids}) ORDER BY ${text('parent')}, ${text('order')}`,
  )
  const areaOf = new Map<number, string[]>()
  for (const a of areas) {
    const list = areaOf.get(Number(a.parent)) ?? []
    list.push(String(a.text))
    areaOf.set(Number(a.parent), list)
  }
  return rows.map((row) => {
    const doc: Record<string, unknown> = { id: Number(row.id), serviceArea: areaOf.get(Number(row.id)) ?? [] }
    leaves.forEach((leaf, i) => setPath(doc, leaf.path, fieldValue(leaf.type, row[`c${i}`])))
    return doc as unknown as SheetDealer
  })
}
