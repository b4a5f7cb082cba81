import 'server-only'

import { INTERNAL_REQUEST_HEADER, isLoopbackToken } from '../../config/loopback'
import { visitBatchSchema } from '../../domain/visits/tally'
import { apiHandler } from '../api/handler'
import { readJsonBody } from '../api/jsonBody'
import { jsonResponse, notFound } from '../api/responses'
import { getPayloadClient } from '../payload'
import { storeVisits } from './store'

/** A batch of 2,000 redirects and 500 missing addresses at their longest, as JSON. */
const MAX_BATCH_BYTES = 1024 * 1024

/**
 * POST /api/v1/visits: the server's batch of counted visits (src/server/visits.ts), over the loopback with
 * this process's token. Anyone else gets 404, as if there were nothing here; a malformed batch 400.
 */
export const visitsHandler = apiHandler('visits', async (req) => {
  if (!isLoopbackToken(req.headers.get(INTERNAL_REQUEST_HEADER))) return notFound('Not found')
  const body = await readJsonBody(req, visitBatchSchema, MAX_BATCH_BYTES)
  if (!body.ok) return body.response
  await storeVisits(await getPayloadClient(), body.data)
  return jsonResponse({ ok: true }, 200)
})
