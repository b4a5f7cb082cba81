import type { Payload, TaskConfig } from 'payload'

import { env } from '../../config/env'
import { type LeadForEmail, renderLeadEmail } from '../../domain/leads/leadEmail'
import { parseSender } from '../email'
import { markSent, takeLease } from './leadLease'
import { customerServiceAddress, dealerRecipient, type Recipient } from './recipient'

export const LEADS_QUEUE = 'leads'
export const DELIVER_LEAD_TASK = 'deliverLead'

/** Attempts after the first; with the exponential backoff below they span about four hours. */
export const DELIVERY_RETRIES = 9
export const RETRY_BASE_DELAY_MS = 30_000

/** Error text for the admin, without e-mail addresses (SMTP servers quote them back). */
const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/[^\s<>"']+@[^\s<>"']+/g, '[address]')
    .slice(0, 300)

async function recipientFor(
  payload: Payload,
  lead: { kind: string; dealer?: unknown },
): Promise<Recipient | null> {
  if (lead.kind === 'CUSTOMER_SERVICE')
    return { name: 'Customer service', address: customerServiceAddress(env()) }
  const dealer = lead.dealer
  const id = typeof dealer === 'object' && dealer !== null && 'id' in dealer ? dealer.id : dealer
  return typeof id === 'number' || typeof id === 'string' ? dealerRecipient(payload, id) : null
}

/** The lead's Message-ID, the same on every attempt: `<lead-12@example.com>` in the sender's domain. */
export const leadMessageId = (leadId: number, fromAddress: string) =>
  `<lead-${leadId}@${fromAddress.split('@').pop() || 'localhost'}>`

type Outcome = 'sent' | 'already-sent' | 'erased'

/**
 * Sends one lead's e-mail once. Throws when the attempt fails, so Payload retries the job with backoff;
 * the lead records each attempt, and its state becomes 'failed' when the last attempt fails.
 */
export async function deliverLead(payload: Payload, leadId: number, attemptsLeft: number): Promise<Outcome> {
  if (!(await takeLease(payload, leadId))) {
    const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, disableErrors: true })
    if (!lead) return 'erased'
    if (lead.deliveryState === 'sent') return 'already-sent'
    // Another runner holds the lease: fail this attempt so the job comes back after it, never twice at once.
    throw new Error('Another runner is sending this lead')
  }
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, disableErrors: true })
  if (!lead) return 'erased'
  const attempts = (lead.deliveryAttempts ?? 0) + 1
  try {
    const recipient = await recipientFor(payload, lead)
    if (!recipient) throw new Error('The dealer has no e-mail address')
    if (!lead.email) throw new Error('The lead’s personal data was erased before it could be sent')
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const mail = renderLeadEmail(lead as LeadForEmail, settings.brandName, recipient.name)
    await payload.sendEmail({
      to: recipient.address,
      replyTo: lead.email,
      // One Message-ID per lead: should a crash ever make a second attempt repeat an accepted e-mail, mail
      // programs show the two as one message.
      messageId: leadMessageId(lead.id, parseSender(env().MAIL_FROM).address),
      ...mail,
    })
    await markSent(payload, leadId, attempts)
    return 'sent'
  } catch (error) {
    await payload.update({
      collection: 'leads',
      id: leadId,
      data: {
        deliveryState: attemptsLeft > 0 ? 'retrying' : 'failed',
        deliveryAttempts: attempts,
        deliveryError: describe(error),
        deliveryClaimedUntil: null,
      },
      context: { disableRevalidate: true },
    })
    throw error
  }
}

type DeliverIO = { input: { leadId: string }; output: { outcome: string } }

export const deliverLeadTask: TaskConfig<DeliverIO> = {
  slug: DELIVER_LEAD_TASK,
  label: 'E-mail a lead',
  inputSchema: [{ name: 'leadId', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: DELIVERY_RETRIES, backoff: { type: 'exponential', delay: RETRY_BASE_DELAY_MS } },
  handler: async ({ input, job, req }) => {
    const attemptsLeft = DELIVERY_RETRIES - (job.totalTried ?? 0)
    return { output: { outcome: await deliverLead(req.payload, Number(input.leadId), attemptsLeft) } }
  },
}
