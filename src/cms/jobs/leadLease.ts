import type { Payload } from 'payload'

import { columnName, inTransaction, sqlAdapter } from '../db/sqlAdapter'

/**
 * How long one attempt may hold a lead before another runner may take it over (a crashed sender). An attempt
 * ends well within it: the SMTP connection gives up after 10 s of connecting or greeting and 20 s of silence
 * (cms/email).
 */
export const LEASE_MS = 60_000

export type SqlTag = { identifier(name: string): unknown } & ((
  s: TemplateStringsArray,
  ...v: unknown[]
) => unknown)
type Runner = {
  all?: (q: unknown) => Promise<unknown[]>
  execute?: (q: unknown) => Promise<{ rows: unknown[] }>
}

/** Each adapter brings its own copy of drizzle; a query must be built with the copy that runs it. */
export async function sqlFor(payload: Payload): Promise<SqlTag> {
  const mod: { sql: unknown } =
    payload.db.name === 'postgres'
      ? await import('@payloadcms/db-postgres/drizzle')
      : await import('@payloadcms/db-sqlite/drizzle')
  return mod.sql as SqlTag
}

/**
 * Takes the lead for one delivery attempt, atomically: one UPDATE … WHERE that matches only a lead not
 * yet sent whose lease is free or expired. Payload's job runner finds and then marks jobs in two steps,
 * so two instances (or the post-submit run and the cron) can start the same job; only the one that gets
 * this lease sends the e-mail. Returns false when the lead is sent already or another runner holds it.
 */
export async function takeLease(payload: Payload, leadId: number, now = new Date()): Promise<boolean> {
  const adapter = sqlAdapter(payload)
  const sql = await sqlFor(payload)
  const state = sql.identifier(columnName(adapter, 'leads', 'deliveryState'))
  const lease = sql.identifier(columnName(adapter, 'leads', 'deliveryClaimedUntil'))
  const until = new Date(now.getTime() + LEASE_MS).toISOString()
  const query = sql`UPDATE ${sql.identifier('leads')} SET ${lease} = ${until}
    WHERE ${sql.identifier('id')} = ${leadId} AND ${state} <> 'sent'
    AND (${lease} IS NULL OR ${lease} < ${now.toISOString()}) RETURNING ${sql.identifier('id')}`
  const rows = await runReturning(payload, query)
  return rows.length === 1
}

/** Runs one statement that returns rows (UPDATE … RETURNING), in a transaction of its own. */
export async function runReturning(payload: Payload, query: unknown): Promise<unknown[]> {
  return inTransaction(sqlAdapter(payload), async (db) => {
    const runner = db as Runner
    if (runner.all) return runner.all(query)
    if (runner.execute) return (await runner.execute(query)).rows
    throw new Error('The database adapter cannot run SQL')
  })
}

/**
 * Marks the lead sent in one statement, the moment the mail server has accepted its e-mail. A runner killed
 * after the server's acceptance and before this mark would leave the lead to be sent again once its lease
 * runs out; this is the only work between the two, so that window is one round trip to the database.
 */
export async function markSent(payload: Payload, leadId: number, attempts: number, now = new Date()) {
  const adapter = sqlAdapter(payload)
  const sql = await sqlFor(payload)
  const col = (key: string) => sql.identifier(columnName(adapter, 'leads', key))
  const at = now.toISOString()
  await runReturning(
    payload,
    sql`UPDATE ${sql.identifier('leads')} SET ${col('deliveryState')} = 'sent', ${col('deliveryAttempts')} = ${attempts},
      ${col('deliverySentAt')} = ${at}, ${col('deliveryError')} = NULL, ${col('deliveryClaimedUntil')} = NULL,
      ${col('updatedAt')} = ${at}
      WHERE ${sql.identifier('id')} = ${leadId} RETURNING ${sql.identifier('id')}`,
  )
}
