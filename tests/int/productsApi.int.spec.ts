import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/v1/products/[environment]/allproducts/route'
import { DEALER_RESOURCES_PATH, seedProducts } from '@/cms/seed/products'
import { allProductsResponseSchema } from '@/domain/products/responseSchemas'

import { getTestPayload, testContext } from '../fixtures/payload'
import { rest } from '../fixtures/rest'

let payload: Payload

const SECTIONS = [
  ['Air Coil', 'coils'],
  ['Air Conditioners', 'air-conditioners'],
  ['Air Handlers', 'air-handlers'],
  ['Ductless Systems', 'ductless-systems'],
  ['Furnaces', 'furnaces'],
  ['Heat Pumps', 'heat-pumps'],
  ['Packaged Units', 'packaged-systems'],
]

const allProducts = (environment: string) =>
  GET(new Request(`http://localhost/api/v1/products/${encodeURIComponent(environment)}/allproducts`), {
    params: Promise.resolve({ environment }),
  })

beforeAll(async () => {
  payload = await getTestPayload()
  // Other specs share this database: start from an empty catalogue and no resources page, as a fresh install has.
  for (const collection of ['products', 'model-families', 'product-categories'] as const) {
    await payload.delete({ collection, where: { id: { exists: true } }, context: testContext })
  }
  await payload.delete({
    collection: 'pages',
    where: { path: { equals: DEALER_RESOURCES_PATH } },
    context: testContext,
  })
  expect(await seedProducts(payload)).toEqual({ categories: 7, families: 14, products: 18, files: 78 })
}, 120_000)

describe('the demo catalogue seed', () => {
  it('is written once: a second run changes nothing', async () => {
    const before = await payload.count({ collection: 'documents' })
    expect(await seedProducts(payload)).toBeNull()
    expect((await payload.count({ collection: 'documents' })).totalDocs).toBe(before.totalDocs)
    expect((await payload.count({ collection: 'products' })).totalDocs).toBe(18)
  })

  it('places the dealer resources block, with its families and images, on a published page', async () => {
    const found = await payload.find({
      collection: 'pages',
      where: { path: { equals: DEALER_RESOURCES_PATH } },
      overrideAccess: false,
      depth: 2,
    })
    const block = found.docs[0]?.layout?.find((b) => b.blockType === 'dealerResources')
    if (!block || block.blockType !== 'dealerResources') throw new Error('no dealer resources block')
    expect(block.families).toHaveLength(14)
    expect(block.imageProducts).toHaveLength(18)
    const [first] = block.imageProducts ?? []
    const image = typeof first === 'object' ? first.image : null
    expect(typeof image === 'object' && image).toMatchObject({
      width: 600,
      height: 600,
      mimeType: 'image/png',
    })
  })
})

describe('GET /api/v1/products/{environment}/allproducts', () => {
  it('answers the residential catalogue: the seven sections in order, each model with its energy guide', async () => {
    const res = await allProducts('residential')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    const body = allProductsResponseSchema.parse(await res.json())
    expect(body.categories.map((c) => [c.category, c.slug])).toEqual(SECTIONS)
    expect(body.categories.every((c) => c.families.length === 2)).toBe(true)
    const models = body.categories.flatMap((c) => c.families.flatMap((f) => f.products))
    expect(models).toHaveLength(18)
    const ac14 = body.categories[1]?.families.find((f) => f.modelFamily === 'AC14 Series')
    expect(ac14?.products).toEqual([
      {
        modelNumber: 'AC14-24',
        name: 'AC14 air conditioner, 2 ton',
        energyGuide: '/api/documents/file/ac14-24-energy-guide.pdf',
      },
      {
        modelNumber: 'AC14-36',
        name: 'AC14 air conditioner, 3 ton',
        energyGuide: '/api/documents/file/ac14-36-energy-guide.pdf',
      },
    ])
    const guide = await rest(models[0]?.energyGuide ?? '/missing')
    expect(guide.status).toBe(200)
    expect(guide.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await guide.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('answers the commercial catalogue with the categories sold for light commercial buildings only', async () => {
    const body = allProductsResponseSchema.parse(await (await allProducts('commercial')).json())
    expect(body.categories.map((c) => c.slug)).toEqual(['packaged-systems'])
  })

  it('answers 404 with a sentence for an unknown environment, and 400 naming the field for a malformed one', async () => {
    const unknown = await allProducts('staging')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Unknown environment: use residential or commercial.' })
    for (const environment of ['r'.repeat(40), 'Residential', "residential'--", 'resi dential']) {
      const res = await allProducts(environment)
      expect(res.status, environment).toBe(400)
      expect(await res.json()).toEqual({
        error: 'Invalid request',
        fields: { environment: expect.any(String) },
      })
    }
  })
})
