import { describe, expect, it } from 'vitest'

import type { AllProductsResponse } from '../products/responseSchemas'
import { energyGuideGroups } from './energyGuides'

const catalogue: AllProductsResponse = {
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
            {
              modelNumber: 'AC14-24',
              name: 'AC14 air conditioner, 2 ton',
              energyGuide: '/api/documents/file/a.pdf',
            },
            { modelNumber: 'AC14-36', name: 'AC14 air conditioner, 3 ton', energyGuide: null },
          ],
        },
        {
          modelFamily: 'AC16 Series',
          slug: 'ac16',
          products: [
            {
              modelNumber: 'AC16-36',
              name: 'AC16 air conditioner, 3 ton',
              energyGuide: '/api/documents/file/b.pdf',
            },
          ],
        },
      ],
    },
    { category: 'Coils', slug: 'coils', families: [] },
    {
      category: 'Furnaces',
      slug: 'furnaces',
      families: [
        {
          modelFamily: 'F80 Series',
          slug: 'f80',
          products: [
            { modelNumber: 'F80-60', name: 'F80 gas furnace', energyGuide: '/api/documents/file/c.pdf' },
          ],
        },
      ],
    },
  ],
}

describe('energyGuideGroups', () => {
  it('lists the guides of the chosen category, model by model, skipping models without one', () => {
    expect(energyGuideGroups(catalogue, 'air-conditioners')).toEqual([
      {
        category: 'Air Conditioners',
        slug: 'air-conditioners',
        items: [
          {
            fileTitle: 'AC14-24 energy guide: AC14 air conditioner, 2 ton',
            fileLink: '/api/documents/file/a.pdf',
          },
          {
            fileTitle: 'AC16-36 energy guide: AC16 air conditioner, 3 ton',
            fileLink: '/api/documents/file/b.pdf',
          },
        ],
      },
    ])
  })

  it('lists every category that has guides when none is chosen', () => {
    expect(energyGuideGroups(catalogue).map((g) => [g.category, g.items.length])).toEqual([
      ['Air Conditioners', 2],
      ['Furnaces', 1],
    ])
  })

  it('lists nothing for an unknown category', () => {
    expect(energyGuideGroups(catalogue, 'boilers')).toEqual([])
  })
})
