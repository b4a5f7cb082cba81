import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { DELIVER_LEAD_TASK, LEADS_QUEUE } from '../../cms/jobs/deliverLead'
import type { LeadRequest, NewsletterRequest } from '../../domain/leads/schemas'
import type { Lead } from '../../payload-types'
import type { StoredSubmission } from './idempotency'
import { DEFAULT_LOCALE, type Locale } from '../../config/locales'

export type Stored = { created: string } | { existing: StoredSubmission }

/** The idempotency key and body hash a submission is stored under, and whether the spam trap caught it. */
/** How a submission is stored: its key and body hash, the spam trap's verdict, and the language of its page. */
export type StoreAs = { key: string; hash: string; spam: boolean; language?: Locale }

type KeyedCollection = 'leads' | 'newsletter-signups'

/** The submission stored under an idempotency key, if any (the key and hash are hidden fields). */
export async function findByKey(
  payload: Payload,
  collection: KeyedCollection,
  key: string,
): Promise<StoredSubmission | null> {
  const found = await payload.find({
    collection,
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const doc = found.docs[0]
  return doc ? { id: doc.id, requestHash: doc.requestHash } : null
}

/** The Dealers row of a company id, or null when no dealer has it. */
export async function dealerIdOf(payload: Payload, companyId: number): Promise<number | null> {
  const found = await payload.find({
    collection: 'dealers',
    where: { 'data.companyID': { equals: companyId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
  })
  return found.docs[0]?.id ?? null
}

/**
 * Runs `write` in one transaction and commits it. When the write fails because another request stored the
 * same idempotency key first (the unique index), answers with that submission instead of failing.
 */
async function storeOnce(
  payload: Payload,
  collection: KeyedCollection,
  key: string,
  write: (req: Awaited<ReturnType<typeof createLocalReq>>) => Promise<string>,
): Promise<Stored> {
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  try {
    const id = await write(req)
    await commitTransaction(req)
    return { created: id }
  } catch (error) {
    await killTransaction(req)
    const existing = await findByKey(payload, collection, key)
    if (existing) return { existing }
    throw error
  }
}

function leadData(lead: LeadRequest, dealer: number | null, { key, hash, spam, language }: StoreAs) {
  return {
    language: language ?? DEFAULT_LOCALE,
    kind: lead.kind,
    companyId: lead.kind === 'CUSTOMER_SERVICE' ? null : lead.companyId,
    dealer,
    audience: lead.kind === 'CUSTOMER_SERVICE' ? lead.audience : null,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email.toLowerCase(),
    phone: lead.phone,
    addressLine1: lead.addressLine1,
    city: lead.city,
    state: lead.state as Lead['state'],
    zip: lead.zip,
    comments: lead.comments?.trim() || null,
    topic: lead.topic ?? null,
    preferredDate: lead.kind === 'BOOKING' ? lead.preferredDate : null,
    window: lead.kind === 'BOOKING' ? (lead.window as Lead['window']) : null,
    consent: { text: lead.consent.text, pageUrl: lead.consent.pageUrl, at: new Date().toISOString() },
    profile: { mtaAid: lead.profile?.mtaAid ?? null, mtaSid: lead.profile?.mtaSid ?? null },
    brandCode: lead.brandCode,
    sourceTag: lead.sourceTag,
    deliveryState: spam ? ('spam' as const) : ('queued' as const),
    deliveryAttempts: 0,
    idempotencyKey: key,
    requestHash: hash,
  }
}

/**
 * Stores the lead and queues its e-mail in the same transaction: both are committed, or neither. A lead the
 * spam trap caught is stored the same way, flagged (deliveryState 'spam'), and no e-mail is queued for it.
 */
export function storeLead(payload: Payload, lead: LeadRequest, dealer: number | null, as: StoreAs) {
  return storeOnce(payload, 'leads', as.key, async (req) => {
    const doc = await payload.create({
      collection: 'leads',
      data: leadData(lead, dealer, as),
      req,
      overrideAccess: true,
      depth: 0,
      select: { kind: true },
    })
    if (as.spam) return String(doc.id)
    await payload.jobs.queue({
      task: DELIVER_LEAD_TASK,
      queue: LEADS_QUEUE,
      input: { leadId: String(doc.id) },
      req,
    })
    return String(doc.id)
  })
}

/** Stores the sign-up; one the spam trap caught is stored flagged (spam), never to be mailed. */
export function storeSignup(payload: Payload, signup: NewsletterRequest, { key, hash, spam }: StoreAs) {
  return storeOnce(payload, 'newsletter-signups', key, async (req) => {
    const doc = await payload.create({
      collection: 'newsletter-signups',
      data: {
        email: signup.email.toLowerCase(),
        brandCode: signup.brandCode,
        sourceTag: signup.sourceTag,
        spam,
        idempotencyKey: key,
        requestHash: hash,
      },
      req,
      overrideAccess: true,
      depth: 0,
      select: { email: true },
    })
    return String(doc.id)
  })
}
