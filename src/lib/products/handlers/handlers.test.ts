import { afterEach, describe, expect, it, vi } from 'vitest'

import { assembleCatalogue } from '../../../domain/products/catalogue'
import type { ProductEnvironment } from '../../../domain/products/environments'
import { allProductsResponseSchema } from '../../../domain/products/responseSchemas'
import { createAllProductsHandler } from './allProducts'
import type { ProductApiDeps } from './deps'

const residential = assembleCatalogue(
  'residential',
  [{ id: 1, name: 'Furnaces', slug: 'furnaces', order: 50 }],
  [{ id: 10, name: 'F80 Series', slug: 'f80-series', categoryId: 1 }],
  [
    {
      modelNumber: 'F80-60',
      name: 'F80 furnace',
      familyId: 10,
      energyGuideUrl: '/api/documents/file/f80-eg.pdf',
    },
  ],
)

const asked: ProductEnvironment[] = []
const deps = (over: Partial<ProductApiDeps> = {}): ProductApiDeps => ({
  catalogue: async (environment) => {
    asked.push(environment)
    return environment === 'residential' ? residential : { environment, categories: [] }
  },
  ...over,
})

const get = (environment: string, d = deps()) =>
  createAllProductsHandler(d)(new Request(`http://localhost/api/v1/products/${environment}/allproducts`), {
    params: Promise.resolve({ environment }),
  })

afterEach(() => {
  asked.length = 0
  vi.restoreAllMocks()
})

describe('all products handler', () => {
  it('answers the catalogue of an environment in the response schema, cacheable', async () => {
    const res = await get('residential')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('s-maxage=60')
    const body = allProductsResponseSchema.parse(await res.json())
    expect(body.categories[0]?.families[0]?.products[0]).toEqual({
      modelNumber: 'F80-60',
      name: 'F80 furnace',
      energyGuide: '/api/documents/file/f80-eg.pdf',
    })
    expect(allProductsResponseSchema.parse(await (await get('commercial')).json())).toEqual({
      environment: 'commercial',
      categories: [],
    })
  })

  it('answers 404 with a sentence for a well-formed unknown environment, reading nothing', async () => {
    const res = await get('staging')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Unknown environment: use residential or commercial.' })
    expect(asked).toEqual([])
  })

  it('answers 400 naming the field for a malformed environment', async () => {
    for (const environment of ['x'.repeat(33), 'Residential', 'res%20idential', 'res_idential', '']) {
      const res = await get(environment)
      expect(res.status, environment).toBe(400)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({
        error: 'Invalid request',
        fields: { environment: expect.any(String) },
      })
    }
    expect(asked).toEqual([])
  })

  it('turns a failed read into a logged 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await get(
      'residential',
      deps({ catalogue: () => Promise.reject(new Error('database down')) }),
    )
    expect(res.status).toBe(500)
    expect(JSON.stringify(log.mock.calls)).toContain('database down')
  })
})
