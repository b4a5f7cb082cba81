import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { GET as locations } from '@/app/api/v1/dealers/locations/route'
import { clearAllDealers } from '@/lib/dealers/testing/clearDealers'
import { apiRequest, denverTestDealers } from '@/lib/dealers/testing/denverDealers'

import { getTestPayload, testContext } from './payload'

/**
 * Gives a spec a database holding only the small Denver test network (company ids above 900000) for its
 * duration; returns a getter for the Payload instance.
 */
export function withDenverNetwork(): () => Payload {
  let payload: Payload | undefined
  beforeAll(async () => {
    payload = await getTestPayload()
    await clearAllDealers(payload)
    for (const data of denverTestDealers(900000)) {
      await payload.create({ collection: 'dealers', data, context: testContext })
    }
  })
  afterAll(async () => {
    await payload?.delete({
      collection: 'dealers',
      where: { 'data.companyID': { greater_than: 900000 } },
      context: testContext,
    })
  })
  return () => {
    if (!payload) throw new Error('withDenverNetwork: used before beforeAll ran')
    return payload
  }
}

/** GET /api/v1/dealers/locations through the route handler. */
export async function searchLocations(query: string) {
  const res = await locations(apiRequest(`/api/v1/dealers/locations?${query}`), undefined)
  return { status: res.status, res, body: await res.json() }
}

export const companyIds = (body: { dealers: { data: { companyID: number } }[] }) =>
  body.dealers.map((d) => d.data.companyID)
