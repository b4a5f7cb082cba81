import { describe, expect, it } from 'vitest'

import { asDealerDocument } from '../../cms/seed/dealers/asDocument'
import { generateDemoNetwork } from '../../cms/seed/dealers/generate'
import { dealerSearchResponseSchema } from '../../domain/dealers/responseSchemas'
import { createDealerSearchHandler } from '../dealers/handlers/search'
import { indexFromDocs } from '../dealers/searchIndex'
import { nearestZip } from './nearestZip'

// 'Use my location' puts the answer in the zip box, which searches it: the search must take it as it is.
const index = indexFromDocs(
  generateDemoNetwork({ withReviews: false }).dealers.map((d, i) => asDealerDocument(d, i + 1)),
)
const search = createDealerSearchHandler({
  settings: async () => ({ brandCode: 'ALD', radiusMiles: 50 }),
  index: async () => index,
  reviews: async () => null,
})

describe('the nearest zip, searched', () => {
  const positions = [
    ['Toronto', 43.64, -79.39, 'ON'],
    ['Montreal', 45.5, -73.57, 'QC'],
    ['Vancouver', 49.28, -123.12, 'BC'],
    ['Halifax', 44.65, -63.58, 'NS'],
    ['Detroit', 42.33, -83.05, 'MI'],
    ['Buffalo', 42.89, -78.88, 'NY'],
  ] as const

  it.each(positions)(
    'searches the answer for a visitor in %s as that area',
    async (_city, lat, lon, state) => {
      const found = nearestZip(lat, lon)
      expect(found?.state).toBe(state)
      const res = await search(
        new Request(
          `http://localhost/api/v1/dealers/locations?brand=ALD&zipcode=${encodeURIComponent(found?.zipcode ?? '')}`,
        ),
        undefined,
      )
      expect(res.status).toBe(200)
      const body = dealerSearchResponseSchema.parse(await res.json())
      expect(body).toMatchObject({ zipcode: found?.zipcode, city: found?.city, state })
    },
  )

  it('finds the demo network’s Toronto dealers for a visitor downtown', async () => {
    const found = nearestZip(43.64, -79.39)
    const res = await search(
      new Request(
        `http://localhost/api/v1/dealers/locations?brand=ALD&zipcode=${encodeURIComponent(found?.zipcode ?? '')}`,
      ),
      undefined,
    )
    const body = dealerSearchResponseSchema.parse(await res.json())
    expect(body.count).toBeGreaterThan(3)
    expect(body.dealers.filter((d) => d.data.state === 'ON').length).toBeGreaterThan(3)
  })
})
