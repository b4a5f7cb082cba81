import { createLeadHandler } from '@/lib/leads/handlers'
import { payloadFormDeps } from '@/lib/leads/payloadDeps'

/** A contact-form lead: 201 `{ id }` (Idempotency-Key header required). */
export const POST = createLeadHandler(payloadFormDeps)
