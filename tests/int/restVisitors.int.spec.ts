import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media, Page } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

let payload: Payload
let staff: Record<string, string>
let page: Page
let trashedPage: Page
let trashedImage: Media
const stamp = Date.now()

async function image(name: string): Promise<Media> {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#31577a' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: `Visitor test ${name}` },
    file: { data: bytes, mimetype: 'image/png', name: `${name}-${stamp}.png`, size: bytes.byteLength },
    context: testContext,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `rest-visitors-${stamp}@example.com`
  const password = 'rest-visitors-password'
  await payload.create({ collection: 'users', data: { email, password, roles: ['editor'] }, context: testContext })
  staff = browserSession(await signInCookie(email, password))
  page = await payload.create({
    collection: 'pages',
    data: { title: 'Visitor REST', path: `/visitor-rest-${stamp}`, _status: 'published' },
    context: testContext,
  })
  trashedPage = await payload.create({
    collection: 'pages',
    data: { title: 'Trashed for visitors', path: `/trashed-visitors-${stamp}`, _status: 'published' },
    context: testContext,
  })
  await payload.update({
    collection: 'pages',
    id: trashedPage.id,
    data: { deletedAt: new Date().toISOString() },
    context: testContext,
  })
  trashedImage = await image('trashed')
  await payload.update({
    collection: 'media',
    id: trashedImage.id,
    data: { deletedAt: new Date().toISOString() },
    context: testContext,
  })
})

describe('content the site renders itself is not served to visitors through REST', () => {
  it.each([
    '/api/pages?limit=100&depth=2',
    '/api/pages?depth=0',
    '/api/posts?limit=10',
    '/api/sections?limit=10',
    '/api/globals/header',
    '/api/globals/footer',
    '/api/globals/site-settings',
  ])('GET %s answers 403 to a visitor and 200 to staff', async (path) => {
    expect((await rest(path)).status).toBe(403)
    expect((await rest(path, { headers: staff })).status).toBe(200)
  })

  it('refuses a visitor a page by id', async () => {
    expect((await rest(`/api/pages/${page.id}`)).status).toBe(403)
    expect((await rest(`/api/pages/${page.id}`, { headers: staff })).status).toBe(200)
  })

  it('still renders published pages and never drafts in process', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Visitor draft', path: `/visitor-draft-${stamp}`, _status: 'draft' },
      context: testContext,
    })
    const read = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      where: { path: { in: [page.path, draft.path] } },
    })
    expect(read.docs.map((doc) => doc.path)).toEqual([page.path])
    // Denied, the Local API would throw Forbidden.
    await expect(payload.findGlobal({ slug: 'header', overrideAccess: false })).resolves.toHaveProperty(
      'navItems',
    )
  })
})

describe('what a visitor may still read through REST is bounded', () => {
  it('answers at most 24 documents, relations one level deep', async () => {
    for (let i = 0; i < 26; i++) await image(`bounded-${i}`)
    for (const query of ['limit=0', 'pagination=false', 'limit=100', 'limit=100&depth=5']) {
      const res = await rest(`/api/media?${query}`)
      expect(res.status, query).toBe(200)
      const body = (await res.json()) as { docs: unknown[]; totalDocs: number }
      expect(body.docs, query).toHaveLength(24)
      expect(body.totalDocs).toBeGreaterThan(24)
    }
    const staffRes = await rest('/api/media?limit=100', { headers: staff })
    expect(((await staffRes.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(24)
  })

  it('populates relations one level deep for a visitor, two for staff by default', async () => {
    const category = await payload.create({
      collection: 'product-categories',
      data: { name: 'Visitor depth', slug: `visitor-depth-${stamp}`, order: 99, environments: ['residential'] },
      context: testContext,
    })
    const family = await payload.create({
      collection: 'model-families',
      data: { name: 'Depth series', slug: `depth-series-${stamp}`, category: category.id },
      context: testContext,
    })
    const product = await payload.create({
      collection: 'products',
      data: { modelNumber: `DEPTH-${stamp}`, name: 'Depth unit', family: family.id },
      context: testContext,
    })
    type Read = { family: { category: unknown } }
    const visitor = (await (await rest(`/api/products/${product.id}?depth=5`)).json()) as Read
    const staffRead = (await (await rest(`/api/products/${product.id}`, { headers: staff })).json()) as Read
    expect(visitor.family.category).toBe(category.id)
    expect(staffRead.family.category).toMatchObject({ id: category.id, name: 'Visitor depth' })
  })

  it('refuses a query of more than 12 conditions with 400', async () => {
    const wide = Array.from({ length: 13 }, (_, i) => `where[or][${i}][alt][like]=x${i}`).join('&')
    const res = await rest(`/api/media?${wide}`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'The query has more than 12 conditions.',
    )
    const narrow = Array.from({ length: 12 }, (_, i) => `where[or][${i}][alt][like]=x${i}`).join('&')
    expect((await rest(`/api/media?${narrow}`)).status).toBe(200)
    expect((await rest(`/api/media?${wide}`, { headers: staff })).status).toBe(200)
  })
})

describe('the trash', () => {
  it('is never read by a visitor', async () => {
    expect((await rest(`/api/media/${trashedImage.id}?trash=true`)).status).toBe(404)
    const listed = (await (
      await rest(`/api/media?trash=true&where[deletedAt][exists]=true&limit=24`)
    ).json()) as { docs: { id: number }[] }
    expect(listed.docs.map((doc) => doc.id)).not.toContain(trashedImage.id)
    expect((await rest(`/api/pages/${trashedPage.id}?trash=true`)).status).toBe(403)
  })

  it('is read by staff', async () => {
    const res = await rest(`/api/media/${trashedImage.id}?trash=true`, { headers: staff })
    expect(res.status).toBe(200)
    const pageRes = await rest(`/api/pages/${trashedPage.id}?trash=true`, { headers: staff })
    expect(((await pageRes.json()) as Page).title).toBe('Trashed for visitors')
  })
})
