import { describe, expect, it } from 'vitest'

import { allProductsResponseSchema } from './responseSchemas'

const valid = {
  environment: 'residential',
  categories: [
    {
      category: 'Furnaces',
      slug: 'furnaces',
      families: [
        {
          modelFamily: 'F80 Series',
          slug: 'f80',
          products: [
            { modelNumber: 'F80-60', name: 'F80 60k BTU', energyGuide: '/api/documents/file/f80.pdf' },
          ],
        },
      ],
    },
  ],
}

describe('all products response schema', () => {
  it('accepts the documented shape', () => {
    expect(allProductsResponseSchema.safeParse(valid).success).toBe(true)
  })

  it('refuses storage details, unknown environments and unsafe links', () => {
    const withId = structuredClone(valid) as { categories: { id?: number }[] }
    withId.categories[0]!.id = 4
    expect(allProductsResponseSchema.safeParse(withId).success).toBe(false)
    expect(allProductsResponseSchema.safeParse({ ...valid, environment: 'staging' }).success).toBe(false)
    const unsafe = structuredClone(valid)
    unsafe.categories[0]!.families[0]!.products[0]!.energyGuide = 'javascript:alert(1)'
    expect(allProductsResponseSchema.safeParse(unsafe).success).toBe(false)
  })
})
