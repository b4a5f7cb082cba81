import type { RequiredDataFromCollectionSlug } from 'payload'

import { milesNorth, testDealer } from './dealerData'

/** Denver 80202's centroid in the zipcodes data; test dealers sit due north of it at known distances. */
export const DENVER = { zip: '80202', lat: 39.7506, lon: -104.9966 }

/**
 * The integration tests' dealer set, company ids from `base + 1`. Searching 80202 ranks them as
 * 1, 3, 2 (territory), 5, 4 (within 10 mi), 6 (10-25 mi), 7 (over 25 mi); 8 is beyond 50 miles and 9 is in Ottawa.
 */
export function denverTestDealers(base: number): RequiredDataFromCollectionSlug<'dealers'>[] {
  const { lat, lon } = DENVER
  return [
    testDealer(base + 1, milesNorth(lat, 30), lon, { serviceArea: ['80202'], preferred: true }),
    testDealer(base + 2, milesNorth(lat, 20), lon, { serviceArea: ['802'] }),
    testDealer(base + 3, milesNorth(lat, 60), lon, { serviceArea: ['8020'], score: 90 }),
    testDealer(base + 4, milesNorth(lat, 5), lon, { score: 10 }),
    testDealer(base + 5, milesNorth(lat, 6), lon, { score: 10, priority: 1 }),
    testDealer(base + 6, milesNorth(lat, 15), lon),
    testDealer(base + 7, milesNorth(lat, 40), lon),
    testDealer(base + 8, milesNorth(lat, 80), lon),
    {
      ...testDealer(base + 9, 45.4207, -75.7023, {
        serviceArea: ['K1A'],
        state: 'ON',
        country: 'CA',
        zipcode: 'K1A 0B1',
      }),
      fuseInfo: { pool: 'p1', targetPhone: '6135550101' },
      whodis: {
        routingGroupID: 'WD-1',
        assignedNumbers: [{ number: '16135550199', numberType: 'value-brand' }],
      },
    },
  ]
}

let n = 0
/** A request from its own client address, so the rate limit stays out of the way unless a test wants it. */
export const apiRequest = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    headers: { 'x-forwarded-for': `10.1.${(n >> 8) & 255}.${n++ & 255}`, ...headers },
  })
