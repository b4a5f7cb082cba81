import { Forbidden, type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

let payload: Payload
let editor: User
let cookie: string
const stamp = Date.now()

beforeAll(async () => {
  payload = await getTestPayload()
  const password = 'catalogue-editor-password'
  editor = await payload.create({
    collection: 'users',
    data: { email: `catalogue-editor-${stamp}@example.com`, password, roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(editor.email, password)
})

/** A category, a family in it and a model of it, written by a staff member through the access rules. */
async function catalogueAsStaff(tag: string) {
  const asEditor = { overrideAccess: false, user: editor, context: testContext } as const
  const category = await payload.create({
    ...asEditor,
    collection: 'product-categories',
    data: { name: `Category ${tag}`, slug: `category-${tag}`, order: 1, environments: ['residential'] },
  })
  const family = await payload.create({
    ...asEditor,
    collection: 'model-families',
    data: { name: `Family ${tag}`, slug: `family-${tag}`, category: category.id },
  })
  const product = await payload.create({
    ...asEditor,
    collection: 'products',
    data: { modelNumber: `M-${tag}`, name: `Model ${tag}`, family: family.id },
  })
  return { category, family, product }
}

describe('product catalogue access', () => {
  it('lets staff create, change and delete categories, families and products', async () => {
    const { category, family, product } = await catalogueAsStaff(`staff-${stamp}`)
    const asEditor = { overrideAccess: false, user: editor, context: testContext } as const
    const renamed = await payload.update({
      ...asEditor,
      collection: 'products',
      id: product.id,
      data: { name: 'Renamed' },
    })
    expect(renamed.name).toBe('Renamed')
    await payload.delete({ ...asEditor, collection: 'products', id: product.id })
    await payload.delete({ ...asEditor, collection: 'model-families', id: family.id })
    await payload.delete({ ...asEditor, collection: 'product-categories', id: category.id })
    expect(
      (await payload.count({ collection: 'product-categories', where: { id: { equals: category.id } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('lets visitors read the catalogue but write none of it', async () => {
    const { category, family, product } = await catalogueAsStaff(`visitor-${stamp}`)
    const read = await payload.findByID({
      collection: 'products',
      id: product.id,
      overrideAccess: false,
      depth: 2,
    })
    expect(read.modelNumber).toBe(`M-visitor-${stamp}`)
    expect(
      typeof read.family === 'object' &&
        typeof read.family.category === 'object' &&
        read.family.category.slug,
    ).toBe(`category-visitor-${stamp}`)
    const asVisitor = { overrideAccess: false, context: testContext } as const
    // Each write starts only when the previous refusal was checked: a refusal nobody awaits yet would be
    // reported as an unhandled rejection.
    const writes = [
      () =>
        payload.create({
          ...asVisitor,
          collection: 'product-categories',
          data: { name: 'x', slug: 'x', order: 1, environments: ['residential'] },
        }),
      () =>
        payload.update({
          ...asVisitor,
          collection: 'model-families',
          id: family.id,
          data: { name: 'Hacked' },
        }),
      () => payload.delete({ ...asVisitor, collection: 'products', id: product.id }),
      () => payload.delete({ ...asVisitor, collection: 'product-categories', id: category.id }),
    ]
    for (const write of writes) await expect(write()).rejects.toThrow(Forbidden)
    expect((await payload.findByID({ collection: 'model-families', id: family.id })).name).toBe(
      `Family visitor-${stamp}`,
    )
  })

  it('refuses a slug that cannot be an anchor', async () => {
    const create = payload.create({
      collection: 'product-categories',
      data: { name: 'Heat pumps', slug: 'Heat Pumps', order: 1, environments: ['residential'] },
      context: testContext,
    })
    await expect(create).rejects.toThrow(ValidationError)
    await expect(create).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: 'slug',
            message: 'Use lower-case letters, digits and single dashes, e.g. air-conditioners.',
          },
        ],
      },
    })
  })
})

describe("the catalogue through Payload's REST API", () => {
  it('answers visitors in capped pages and refuses their writes', async () => {
    for (const slug of ['product-categories', 'model-families', 'products']) {
      const res = await rest(`/api/${slug}?limit=0&depth=10`)
      expect(res.status, slug).toBe(200)
      expect(((await res.json()) as { limit: number }).limit, slug).toBe(24)
      const write = await rest(`/api/${slug}`, { method: 'POST', body: { name: 'Spam', slug: 'spam' } })
      expect(write.status, slug).toBe(403)
    }
  })

  it('lets a signed-in editor write', async () => {
    const res = await rest('/api/product-categories', {
      method: 'POST',
      headers: browserSession(cookie),
      body: {
        name: 'Rest category',
        slug: `rest-category-${stamp}`,
        order: 99,
        environments: ['commercial'],
      },
    })
    expect(res.status).toBe(201)
  })
})
