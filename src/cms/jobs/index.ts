import type { JobsConfig, Payload } from 'payload'
import { getPayload } from 'payload'

import { redisClient } from '../../clients/redis'
import type { Env } from '../../config/env'
import { runOutsideRequest } from '../../config/loopback'
import { clearOldLeadsTask, MAINTENANCE_QUEUE } from './clearOldLeads'
import { deliverLeadTask } from './deliverLead'
import { runLeadJobsSoon } from './leadJobs'
import { jobRunnerLeader } from './runnerLeader'

/** The queue Payload puts scheduled publications on (it names none, so they go to its default queue). */
export const SCHEDULE_QUEUE = 'default'

/** How often every instance looks for leads to send (besides right after each post). */
export const LEAD_TICK_MS = 5_000

/**
 * Payload's jobs queue, run inside the served app (no extra command).
 * - The leads queue: every instance, right after each post and every five seconds, takes due jobs with one
 *   atomic claim (leadJobs.ts), so no two instances run the same job, and a job an instance took before it died
 *   is taken again after STALE_JOB_MS; the lead's own lease (leadLease.ts) makes sure it is sent once.
 * - The scheduled publications every five seconds and the maintenance queue (the daily retention job) every
 *   minute, on Payload's timers. Payload marks a job as processing with a find followed by an update, so two
 *   instances ticking together could pick the same job: with Redis one instance at a time runs these timers
 *   (runnerLeader.ts).
 * JOBS_AUTORUN=false keeps an instance out of all of it.
 */
export function jobsConfig(
  config: Pick<Env, 'JOBS_AUTORUN' | 'NODE_ENV'>,
  isRunner: () => Promise<boolean> = siteRunnerLeader(),
): JobsConfig {
  return {
    tasks: [deliverLeadTask, clearOldLeadsTask],
    // Without JOBS_AUTORUN the instance starts no timers at all: Payload's timers write the schedules' state
    // on every tick before they ask shouldAutoRun, and those writes met other transactions' locks on SQLite.
    autoRun:
      config.JOBS_AUTORUN === 'true'
        ? [
            { cron: '*/5 * * * * *', queue: SCHEDULE_QUEUE, limit: 10, silent: { info: true } },
            { cron: '30 * * * * *', queue: MAINTENANCE_QUEUE, limit: 5, silent: { info: true } },
          ]
        : undefined,
    shouldAutoRun: async () => config.JOBS_AUTORUN === 'true' && (await isRunner()),
    // Finished jobs are deleted, so the jobs table holds only pending and failed work.
    deleteJobOnComplete: true,
    // Jobs are queued and run by the server only, never through the REST API.
    access: { queue: () => false, run: () => false, cancel: ({ req }) => Boolean(req.user) },
  }
}

/**
 * Payload starts the autoRun crons only for an instance obtained with `cron: true`; the site's code gets
 * it without. Called from onInit: once this instance is ready, ask for it again with crons on (Payload
 * then starts them once). Not in tests (NODE_ENV=test), which run the queue themselves.
 */
export function startJobRunner(payload: Payload, config: Pick<Env, 'JOBS_AUTORUN' | 'NODE_ENV'>): void {
  if (config.NODE_ENV === 'test' || config.JOBS_AUTORUN !== 'true') return
  runTasksOutsideRequests(payload)
  setInterval(() => runLeadJobsSoon(payload), LEAD_TICK_MS).unref()
  setImmediate(() => {
    getPayload({ config: payload.config, cron: true }).catch((err: unknown) =>
      payload.logger.error({ err, msg: 'Could not start the job runner' }),
    )
  })
}

/**
 * Every task (the site's and Payload's own scheduled publish) runs outside any request: the runner's timers
 * are started during a request and would carry its context, under which Next.js files cache expiries where
 * they do nothing (config/loopback.ts). Outside it, a page a job publishes expires at once.
 */
function runTasksOutsideRequests(payload: Payload): void {
  for (const task of payload.config.jobs.tasks ?? []) {
    const handler = task.handler
    if (typeof handler !== 'function') continue
    task.handler = ((args: Parameters<typeof handler>[0]) =>
      runOutsideRequest(() => handler(args))) as typeof handler
  }
}

/**
 * The runner election as the site runs it: over REDIS_URL when set (the connection is opened at the first
 * tick, not when the config is read), one line logged when Redis is away.
 */
function siteRunnerLeader(): () => Promise<boolean> {
  let warned = false
  let leader: (() => Promise<boolean>) | undefined
  return () => {
    leader ??= jobRunnerLeader(redisClient(), {
      onRedisError: (error) => {
        if (warned) return
        warned = true
        console.warn(
          JSON.stringify({
            level: 'warn',
            msg: 'job runner election unavailable; this instance runs the queues',
            err: error instanceof Error ? error.message : String(error),
          }),
        )
      },
    })
    return leader()
  }
}
