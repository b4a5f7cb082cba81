import type { Payload, TaskConfig } from 'payload'

import { env } from '../../config/env'
import { personalFieldNames } from '../collections/Leads/fields/contact'

export const MAINTENANCE_QUEUE = 'maintenance'
export const CLEAR_OLD_LEADS_TASK = 'clearOldLeads'

const DAY_MS = 86_400_000

/**
 * Clears the personal fields of every lead older than the retention (LEAD_RETENTION_DAYS, default 730):
 * the lead stays, with its kind, dealer, dates and delivery, for counts; the person's details go.
 * Newsletter sign-ups older than the retention are deleted (they are nothing but an address).
 */
export async function clearOldLeads(payload: Payload, now = new Date(), days = env().LEAD_RETENTION_DAYS) {
  const before = new Date(now.getTime() - days * DAY_MS).toISOString()
  const cleared = Object.fromEntries(personalFieldNames.map((name) => [name, null]))
  const leads = await payload.update({
    collection: 'leads',
    where: { and: [{ createdAt: { less_than: before } }, { personalDataClearedAt: { exists: false } }] },
    data: { ...cleared, personalDataClearedAt: now.toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const signups = await payload.delete({
    collection: 'newsletter-signups',
    where: { createdAt: { less_than: before } },
    overrideAccess: true,
  })
  return { leads: leads.docs.length, newsletterSignups: signups.docs.length }
}

type ClearIO = { input: Record<string, never>; output: { leads: number; newsletterSignups: number } }

export const clearOldLeadsTask: TaskConfig<ClearIO> = {
  slug: CLEAR_OLD_LEADS_TASK,
  label: 'Clear personal data of old leads',
  outputSchema: [
    { name: 'leads', type: 'number' },
    { name: 'newsletterSignups', type: 'number' },
  ],
  // Daily at 03:00 (server time); autoRun queues it on the maintenance queue and runs it.
  schedule: [{ cron: '0 0 3 * * *', queue: MAINTENANCE_QUEUE }],
  retries: 2,
  handler: async ({ req }) => ({ output: await clearOldLeads(req.payload) }),
}
