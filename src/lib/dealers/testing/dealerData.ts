import type { RequiredDataFromCollectionSlug } from 'payload'

type DealerData = RequiredDataFromCollectionSlug<'dealers'>

/** Miles to degrees of latitude, to place test dealers at known distances due north of a point. */
export const milesNorth = (lat: number, miles: number) => lat + miles / 69.05

/** A small test dealer; integration tests create these through payload.create. */
export function testDealer(
  companyID: number,
  lat: number,
  lon: number,
  over: Partial<DealerData['data']> & { serviceArea?: string[]; priority?: number } = {},
): DealerData {
  const { serviceArea, priority, ...data } = over
  return {
    slug: `test-dealer-${companyID}`,
    serviceArea: serviceArea ?? [],
    data: {
      name: `Test Dealer ${companyID}`,
      companyID,
      city: 'Testville',
      state: 'CO',
      zipcode: '80202',
      country: 'US',
      phone1: '3035550100',
      dealerType: 'CC',
      score: 50,
      dealerInfo: {
        data: {
          dbaName: 'Test dealer (fictional)',
          state: 'CO',
          weekHours: { mon: '8:00 AM - 5:00 PM', sun: 'Closed' },
        },
      },
      ...data,
    },
    metaData: { dealer_url: `https://dealer-${companyID}.example`, priority_ranking: priority ?? null },
    location: { lat, lon },
  }
}
