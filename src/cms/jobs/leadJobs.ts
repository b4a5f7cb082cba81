import type { Payload } from 'payload'

import { columnName, sqlAdapter } from '../db/sqlAdapter'
import { LEADS_QUEUE } from './deliverLead'
import { LEASE_MS, runReturning, sqlFor } from './leadLease'

/**
 * A job of the leads queue marked as taken this long ago is free again: the instance that took it died in the
 * middle (an attempt ends within the lead's lease, LEASE_MS).
 */
export const STALE_JOB_MS = LEASE_MS

/** Jobs taken per run. */
export const LEAD_JOBS_PER_RUN = 20

/**
 * Takes up to `limit` due jobs of the leads queue for this runner, atomically: one UPDATE … WHERE … RETURNING
 * that marks them as taken. Payload's own runner finds jobs and then marks them, so two instances (or two
 * runs in one) could take the same job and both run it; here a job goes to exactly one claim. SQLite runs one
 * write at a time; PostgreSQL checks the WHERE again on a row another claim changed meanwhile, so a job the
 * other claim took is left out. A job taken more than STALE_JOB_MS ago by a runner that died is taken again.
 */
export async function claimLeadJobs(
  payload: Payload,
  limit = LEAD_JOBS_PER_RUN,
  now = new Date(),
): Promise<number[]> {
  const adapter = sqlAdapter(payload)
  const sql = await sqlFor(payload)
  const table = 'payload_jobs'
  const column = (key: string) => sql.identifier(columnName(adapter, table, key))
  const [yes, no] = adapter.name === 'postgres' ? [sql`true`, sql`false`] : [sql`1`, sql`0`]
  const at = now.toISOString()
  const staleBefore = new Date(now.getTime() - STALE_JOB_MS).toISOString()
  const free = sql`(${column('processing')} = ${no} OR ${column('updatedAt')} < ${staleBefore})`
  const query = sql`UPDATE ${sql.identifier(table)} SET ${column('processing')} = ${yes}, ${column('updatedAt')} = ${at}
    WHERE ${free} AND ${sql.identifier('id')} IN (
      SELECT ${sql.identifier('id')} FROM ${sql.identifier(table)}
      WHERE ${column('queue')} = ${LEADS_QUEUE} AND ${column('completedAt')} IS NULL
        AND (${column('hasError')} IS NULL OR ${column('hasError')} = ${no})
        AND (${column('waitUntil')} IS NULL OR ${column('waitUntil')} < ${at}) AND ${free}
      ORDER BY ${column('createdAt')} LIMIT ${limit})
    RETURNING ${sql.identifier('id')}`
  const rows = (await runReturning(payload, query)) as { id: number | string }[]
  return rows.map((row) => Number(row.id))
}

/**
 * Runs the jobs this runner claimed, side by side as Payload's own runner does (each sends one e-mail, most of
 * it waiting on the mail server); returns how many it ran.
 */
export async function runLeadJobs(payload: Payload, limit = LEAD_JOBS_PER_RUN): Promise<number> {
  const ids = await claimLeadJobs(payload, limit)
  await Promise.all(ids.map((id) => payload.jobs.runByID({ id, silent: { info: true } })))
  return ids.length
}

const KEY = Symbol.for('brand-site.lead-jobs-run')
type RunState = { running: Promise<unknown> | null; again: boolean }
const holder = globalThis as typeof globalThis & { [KEY]?: RunState }

/**
 * Runs the leads queue now, so a lead's e-mail normally leaves within a second instead of at the next tick. One
 * run at a time in this process: a request during a run asks for one more run after it, and a run that took a
 * full batch goes on with the next.
 */
export function runLeadJobsSoon(payload: Payload): void {
  const state = (holder[KEY] ??= { running: null, again: false })
  if (state.running) {
    state.again = true
    return
  }
  state.running = runLeadJobs(payload)
    .then((ran) => {
      if (ran >= LEAD_JOBS_PER_RUN) state.again = true
    })
    .catch((error: unknown) =>
      console.error(JSON.stringify({ level: 'error', msg: 'lead queue run failed', err: String(error) })),
    )
    .finally(() => {
      state.running = null
      if (state.again) {
        state.again = false
        runLeadJobsSoon(payload)
      }
    })
}
