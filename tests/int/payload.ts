import type { Payload, RequestContext } from 'payload'

import { getPayloadClient } from '@/lib/payload'

/** Writes from tests run outside Next.js: no cache revalidation. */
export const testContext: RequestContext = { disableRevalidate: true }

export const getTestPayload = (): Promise<Payload> => getPayloadClient()
