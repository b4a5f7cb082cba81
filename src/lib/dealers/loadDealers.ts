import 'server-only'

import type { Payload } from 'payload'

import type { IndexedDealer } from '../../domain/dealers/dealerIndex'
import { normalizeServiceAreaEntry } from '../../domain/dealers/serviceArea'
import { columnName, selectRows, sqlAdapter } from '../../cms/db/sqlAdapter'

export type LeanDealer = IndexedDealer & { id: number; updatedAt: string }

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v))
// SQLite answers booleans as 0/1, PostgreSQL as true/false.
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't'

/**
 * The lean direct query behind the index: only the columns the search needs, straight from Payload's
 * tables (a few milliseconds for thousands of dealers, where Payload's find takes seconds).
 */
export async function loadLeanDealers(payload: Payload): Promise<LeanDealer[]> {
  const adapter = sqlAdapter(payload)
  const col = (key: string) => `"${columnName(adapter, 'dealers', key)}"`
  const text = (key: string) => `"${columnName(adapter, 'dealers_texts', key)}"`
  const [rows, texts] = await Promise.all([
    selectRows(
      adapter,
      `SELECT ${col('id')} AS id, CAST(${col('updatedAt')} AS TEXT) AS updated, ${col('location_lat')} AS lat,
       ${col('location_lon')} AS lon, ${col('data_companyID')} AS company, ${col('data_preferred')} AS preferred,
       ${col('data_score')} AS score, ${col('metaData_priority_ranking')} AS priority, ${col('listed')} AS listed
       FROM "dealers" ORDER BY ${col('id')}`,
    ),
    selectRows(
      adapter,
      `SELECT ${text('parent')} AS parent, ${text('text')} AS entry FROM "dealers_texts"
       WHERE ${text('path')} = 'serviceArea' ORDER BY ${text('parent')}, ${text('order')}`,
    ),
  ])
  const areas = new Map<number, string[]>()
  for (const t of texts) {
    const entry = normalizeServiceAreaEntry(String(t.entry ?? ''))
    if (!entry) continue
    const parent = num(t.parent)
    const list = areas.get(parent)
    if (list) list.push(entry)
    else areas.set(parent, [entry])
  }
  return (
    rows
      // A dealer staff hid is in no search (its page answers 404); one stored before the setting existed is listed.
      .filter((r) => r.listed == null || bool(r.listed))
      .map((r) => ({
        id: num(r.id),
        updatedAt: String(r.updated),
        lat: num(r.lat),
        lon: num(r.lon),
        companyId: num(r.company),
        preferred: bool(r.preferred),
        score: r.score == null ? 0 : num(r.score),
        priority: r.priority == null || num(r.priority) <= 0 ? null : num(r.priority),
        serviceArea: areas.get(num(r.id)) ?? [],
      }))
      .filter((d) => Number.isFinite(d.lat) && Number.isFinite(d.lon))
  )
}

/**
 * A cheap fingerprint of the dealers table: row count and latest update. A create or an edit moves the
 * latest update, a delete lowers the count, so instances compare it to notice edits made elsewhere.
 */
export async function dealersVersion(payload: Payload): Promise<string> {
  const adapter = sqlAdapter(payload)
  const updated = `"${columnName(adapter, 'dealers', 'updatedAt')}"`
  const [row] = await selectRows(
    adapter,
    `SELECT COUNT(*) AS n, CAST(MAX(${updated}) AS TEXT) AS latest FROM "dealers"`,
  )
  return `${String(row?.n ?? 0)}:${String(row?.latest ?? '')}`
}
