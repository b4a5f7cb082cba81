import 'server-only'

import type { Payload } from 'payload'

import { LEADS_QUEUE } from '../../cms/jobs/deliverLead'
import { env } from '../../config/env'
import { getPayloadClient } from '../payload'
import { getSiteSettingsForApi } from '../site/queries'
import type { FormApiDeps } from './submission'

let running: Promise<unknown> | null = null
let again = false

/**
 * Runs the leads queue now, so a lead's e-mail normally leaves within a second instead of at the next cron
 * tick. One run at a time in this process: a commit during a run asks for one more run after it.
 */
export function runLeadsQueueSoon(payload: Payload): void {
  if (running) {
    again = true
    return
  }
  running = payload.jobs
    .run({ queue: LEADS_QUEUE, limit: 20, silent: { info: true } })
    .catch((error: unknown) =>
      console.error(JSON.stringify({ level: 'error', msg: 'lead queue run failed', err: String(error) })),
    )
    .finally(() => {
      running = null
      if (again) {
        again = false
        runLeadsQueueSoon(payload)
      }
    })
}

/** The form endpoints as the site runs them. */
export const payloadFormDeps: FormApiDeps = {
  payload: getPayloadClient,
  settings: getSiteSettingsForApi,
  siteUrl: env().SITE_URL,
  afterCommit: (payload) => {
    if (env().JOBS_AUTORUN === 'true') runLeadsQueueSoon(payload)
  },
}
