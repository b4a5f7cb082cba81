import 'server-only'

import type { Payload } from 'payload'

import type { VisitBatch } from '../../domain/visits/tally'
import { columnName, runStatement, sqlAdapter } from '../../cms/db/sqlAdapter'

/** Rows the 404 log keeps; past them the entries asked for least recently go. */
export const MAX_NOT_FOUND_ROWS = 5000

/**
 * Adds a batch of counted visits to the database: each redirect's count and last time, and each missing
 * address's entry in the 404 log (created, or counted on). One statement per address, each adding to what is
 * stored, so the batches of several servers add up. A missing address that now has a redirect is not logged.
 * Values are bound, never written into the SQL text.
 */
export async function storeVisits(
  payload: Payload,
  batch: VisitBatch,
  { maxNotFoundRows = MAX_NOT_FOUND_ROWS }: { maxNotFoundRows?: number } = {},
): Promise<void> {
  const adapter = sqlAdapter(payload)
  const r = (key: string) => `"${columnName(adapter, 'redirects', key)}"`
  for (const { from, count, last } of batch.redirects) {
    await runStatement(
      adapter,
      `UPDATE "redirects" SET ${r('hits')} = COALESCE(${r('hits')}, 0) + ?, ${r('lastHit')} = ? WHERE ${r('from')} = ?`,
      [count, last, from],
    )
  }
  if (batch.notFound.length === 0) return
  const n = (key: string) => `"${columnName(adapter, 'not_found_addresses', key)}"`
  const now = new Date().toISOString()
  for (const { path, count, last, referrerHost } of batch.notFound) {
    const redirected = await runStatement(
      adapter,
      `SELECT 1 AS found FROM "redirects" WHERE ${r('from')} = ?`,
      [path],
    )
    if (redirected.length > 0) continue
    await runStatement(
      adapter,
      `INSERT INTO "not_found_addresses" (${n('path')}, ${n('count')}, ${n('lastSeen')}, ${n('referrerHost')}, ${n('updatedAt')}, ${n('createdAt')})
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (${n('path')}) DO UPDATE SET ${n('count')} = "not_found_addresses".${n('count')} + excluded.${n('count')},
         ${n('lastSeen')} = excluded.${n('lastSeen')},
         ${n('referrerHost')} = COALESCE(excluded.${n('referrerHost')}, "not_found_addresses".${n('referrerHost')}),
         ${n('updatedAt')} = excluded.${n('updatedAt')}`,
      [path, count, last, referrerHost, now, now],
    )
  }
  // The oldest entries past the limit go (SQLite needs a LIMIT before OFFSET; -1 is none).
  const all = adapter.name === 'postgres' ? 'ALL' : '-1'
  await runStatement(
    adapter,
    `DELETE FROM "not_found_addresses" WHERE ${n('id')} IN (SELECT ${n('id')} FROM "not_found_addresses" ORDER BY ${n('lastSeen')} DESC LIMIT ${all} OFFSET ?)`,
    [maxNotFoundRows],
  )
}
