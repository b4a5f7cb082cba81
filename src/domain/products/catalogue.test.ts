import { describe, expect, it } from 'vitest'

import { assembleCatalogue } from './catalogue'
import { allProductsResponseSchema } from './responseSchemas'

const categories = [
  { id: 2, name: 'Heat Pumps', slug: 'heat-pumps', order: 60 },
  { id: 1, name: 'Air Conditioners', slug: 'air-conditioners', order: 20 },
]
const families = [
  { id: 11, name: 'AC20 Series', slug: 'ac20', categoryId: 1 },
  { id: 10, name: 'AC14 Series', slug: 'ac14', categoryId: 1 },
  { id: 99, name: 'Elsewhere', slug: 'elsewhere', categoryId: 7 },
]
const products = [
  {
    modelNumber: 'AC14-36',
    name: 'AC14 3 ton',
    familyId: 10,
    energyGuideUrl: 'http://localhost:3000/api/documents/file/ac14.pdf',
  },
  { modelNumber: 'AC14-24', name: 'AC14 2 ton', familyId: 10, energyGuideUrl: null },
  { modelNumber: 'X-1', name: 'Orphan', familyId: 98, energyGuideUrl: null },
]

describe('assembleCatalogue', () => {
  it('nests products in families in categories, in a stable order, in the response schema', () => {
    const body = allProductsResponseSchema.parse(
      assembleCatalogue('residential', categories, families, products),
    )
    expect(body).toEqual({
      environment: 'residential',
      categories: [
        {
          category: 'Air Conditioners',
          slug: 'air-conditioners',
          families: [
            {
              modelFamily: 'AC14 Series',
              slug: 'ac14',
              products: [
                { modelNumber: 'AC14-24', name: 'AC14 2 ton', energyGuide: null },
                { modelNumber: 'AC14-36', name: 'AC14 3 ton', energyGuide: '/api/documents/file/ac14.pdf' },
              ],
            },
            { modelFamily: 'AC20 Series', slug: 'ac20', products: [] },
          ],
        },
        { category: 'Heat Pumps', slug: 'heat-pumps', families: [] },
      ],
    })
  })

  it('answers an empty catalogue as an empty list', () => {
    expect(assembleCatalogue('commercial', [], [], [])).toEqual({ environment: 'commercial', categories: [] })
  })
})
