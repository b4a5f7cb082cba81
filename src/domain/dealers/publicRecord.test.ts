import { describe, expect, it } from 'vitest'

import { publicDealerRecord, roundToArea } from './publicRecord'
import { dealerRecordSchema, type DealerRecordResponse } from './responseSchemas'

const record = (data: Partial<DealerRecordResponse['data']>): DealerRecordResponse => ({
  data: {
    companyID: 4101,
    name: 'North Bay Heating',
    addressLine1: '18 Birch Lane',
    addressLine2: 'Rear garage',
    city: 'Duluth',
    state: 'MN',
    zipcode: '55802',
    phone1: '2185550100',
    financeURL: 'https://finance.example/apply?dealer=4101',
    showAddress: true,
    ...data,
  },
  metaData: {
    dealer_url: 'https://north-bay.example/',
    average_rating: 4.5,
    total_review_count: 2,
    priority_ranking: null,
  },
  location: { lat: 46.78349, lon: -92.10652 },
})

describe('publicDealerRecord', () => {
  it('keeps a dealer that shows its address as it is', () => {
    const shown = record({})
    expect(publicDealerRecord(shown)).toEqual(shown)
  })

  it.each([false, null, undefined])(
    'drops the street lines and rounds the coordinates when showAddress is %j',
    (showAddress) => {
      const out = publicDealerRecord(record({ showAddress }))
      expect(out.data).toEqual({ ...record({ showAddress }).data, addressLine1: null, addressLine2: null })
      expect(out.location).toEqual({ lat: 46.78, lon: -92.11 })
      expect(dealerRecordSchema.safeParse(out).success).toBe(true)
    },
  )

  it('rounds to two decimals, about a kilometre', () => {
    expect([roundToArea(40.75061), roundToArea(-73.99716), roundToArea(0.005)]).toEqual([40.75, -74, 0.01])
  })

  it('answers an unsafe stored link as null and a safe one in its normalised form', () => {
    const out = publicDealerRecord({
      ...record({ financeURL: ' JaVaScRiPt:alert(1)' }),
      metaData: { ...record({}).metaData, dealer_url: 'http://north-bay.example' },
    })
    expect([out.data.financeURL, out.metaData.dealer_url]).toEqual([null, 'https://north-bay.example/'])
  })
})
