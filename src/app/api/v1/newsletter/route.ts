import { createNewsletterHandler } from '@/lib/leads/handlers'
import { payloadFormDeps } from '@/lib/leads/payloadDeps'

/** A newsletter sign-up: 201 `{ ok: true, id }` (Idempotency-Key header required). */
export const POST = createNewsletterHandler(payloadFormDeps)
