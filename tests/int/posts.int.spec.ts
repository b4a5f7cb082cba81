import { Forbidden, type Payload, ValidationError } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Post, User } from '@/payload-types'

import { richText } from '../../src/cms/seed/content/richText'
import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

let payload: Payload
let editor: User
let cookie: string
let imageId: number
const stamp = Date.now()

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

const valid = (over: Partial<Post> = {}) => ({
  title: `Posts test ${stamp}`,
  slug: `posts-test-${stamp}`,
  date: '2026-03-04T12:00:00.000Z',
  category: 'comfort' as const,
  featuredImage: imageId,
  excerpt: 'A short summary of the post.',
  content: richText(words(150), words(100)),
  ...over,
})

beforeAll(async () => {
  payload = await getTestPayload()
  const data = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#174d8a' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A heat pump beside a house.' },
    file: { data, mimetype: 'image/png', name: `post-image-${stamp}.png`, size: data.byteLength },
    context: testContext,
  })
  imageId = media.id
  const email = `posts-editor-${stamp}@example.com`
  editor = await payload.create({
    collection: 'users',
    data: { email, password: 'posts-editor-password', roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, 'posts-editor-password')
})

describe('posts through the Local API', () => {
  it('work out the reading time from the text on every save: words / 200 rounded up, at least 1', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { ...valid({ slug: `reading-${stamp}` }), _status: 'published' },
      context: testContext,
    })
    expect(post.readingTime).toBe(2)
    expect(post.uri).toBe(`/blog/reading-${stamp}`)

    const longer = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: richText(words(401)) },
      context: testContext,
    })
    expect(longer.readingTime).toBe(3)

    // An edit that leaves the text alone keeps its figure, whatever the request claims.
    const retitled = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Retitled', readingTime: 99 },
      context: testContext,
    })
    expect(retitled.readingTime).toBe(3)

    const short = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: richText('Short.') },
      context: testContext,
    })
    expect(short.readingTime).toBe(1)
    await payload.delete({ collection: 'posts', id: post.id, context: testContext })
  })

  it('make the slug from the title when left empty, and refuse malformed or repeated slugs', async () => {
    const made = await payload.create({
      collection: 'posts',
      data: { ...valid({ title: `SEER2 & You ${stamp}` }), slug: '' },
      context: testContext,
    })
    expect(made.slug).toBe(`seer2-you-${stamp}`)

    for (const slug of ['Has Spaces', 'a/b', 'double--dash']) {
      const create = payload.create({ collection: 'posts', data: valid({ slug }), context: testContext })
      await expect(create, slug).rejects.toThrow(ValidationError)
      await expect(create, slug).rejects.toMatchObject({ data: { errors: [{ path: 'slug' }] } })
    }
    await expect(
      payload.create({ collection: 'posts', data: valid({ slug: made.slug }), context: testContext }),
    ).rejects.toThrow(ValidationError)
    await payload.delete({ collection: 'posts', id: made.id, context: testContext })
  })

  it('show visitors published posts only; staff see drafts too', async () => {
    const published = await payload.create({
      collection: 'posts',
      data: { ...valid({ slug: `published-${stamp}` }), _status: 'published' },
      context: testContext,
    })
    const draft = await payload.create({
      collection: 'posts',
      data: { ...valid({ slug: `draft-${stamp}` }), _status: 'draft' },
      draft: true,
      context: testContext,
    })
    const mine = { slug: { in: [published.slug, draft.slug] } }

    const asVisitor = await payload.find({ collection: 'posts', where: mine, overrideAccess: false })
    expect(asVisitor.docs.map((d) => d.slug)).toEqual([published.slug])

    const asEditor = await payload.find({
      collection: 'posts',
      where: mine,
      overrideAccess: false,
      user: editor,
      draft: true,
      sort: 'slug',
    })
    expect(asEditor.docs.map((d) => d.slug).sort()).toEqual([draft.slug, published.slug].sort())

    for (const { id } of [published, draft])
      await payload.delete({ collection: 'posts', id, context: testContext })
  })

  it('are written by staff, never by visitors', async () => {
    await expect(
      payload.create({ collection: 'posts', data: valid({ slug: `spam-${stamp}` }), overrideAccess: false }),
    ).rejects.toThrow(Forbidden)

    const as = { overrideAccess: false, user: editor, context: testContext } as const
    const created = await payload.create({
      collection: 'posts',
      data: { ...valid({ slug: `staff-${stamp}` }), _status: 'published' },
      ...as,
    })
    await expect(
      payload.update({
        collection: 'posts',
        id: created.id,
        data: { title: 'Defaced' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(Forbidden)
    await expect(
      payload.delete({ collection: 'posts', id: created.id, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)
    const changed = await payload.update({
      collection: 'posts',
      id: created.id,
      data: { excerpt: 'Changed.' },
      ...as,
    })
    expect(changed.excerpt).toBe('Changed.')
    await payload.delete({ collection: 'posts', id: created.id, ...as })
  })
})

describe('posts through Payload’s REST API', () => {
  it('are not read by visitors, who get the published ones on the site; staff read and write', async () => {
    const published = await payload.create({
      collection: 'posts',
      data: { ...valid({ slug: `rest-published-${stamp}` }), _status: 'published' },
      context: testContext,
    })
    const draft = await payload.create({
      collection: 'posts',
      data: { ...valid({ slug: `rest-draft-${stamp}` }), _status: 'draft' },
      draft: true,
      context: testContext,
    })

    expect((await rest(`/api/posts?limit=100000&depth=50&where[slug][like]=rest-`)).status).toBe(403)
    expect((await rest(`/api/posts/${published.id}`)).status).toBe(403)
    // As the blog renders them: published posts only.
    const onSite = await payload.find({
      collection: 'posts',
      overrideAccess: false,
      where: { slug: { like: 'rest-' } },
    })
    expect(onSite.docs.map((d) => d.slug)).toEqual([published.slug])
    const res = await rest(`/api/posts?where[slug][equals]=${published.slug}`, {
      headers: browserSession(cookie),
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { docs: Post[] }
    expect(body.docs[0]?.readingTime).toBe(2)
    expect(body.docs[0]?.uri).toBe(`/blog/${published.slug}`)

    expect(
      (await rest('/api/posts', { method: 'POST', body: valid({ slug: `rest-spam-${stamp}` }) })).status,
    ).toBe(403)
    const staff = await rest('/api/posts', {
      method: 'POST',
      body: valid({ slug: `rest-staff-${stamp}` }),
      headers: browserSession(cookie),
    })
    expect(staff.status).toBe(201)
    const created = ((await staff.json()) as { doc: Post }).doc
    for (const { id } of [published, draft, created])
      await payload.delete({ collection: 'posts', id, context: testContext })
  })
})

describe('the learn demo content', () => {
  it('saves: six posts of 300 to 600 words and the HVAC basics pages, whose blocks validate', async () => {
    const { seedPosts } = await import('../../src/cms/seed/content/site/learn/posts')
    const { learnPages } = await import('../../src/cms/seed/content/site/learn')
    const { DEMO_IMAGE_KEYS } = await import('../../src/cms/seed/media/imageKeys')
    const { countWords, richTextPlainText } = await import('../../src/domain/learn/readingTime')
    const images = Object.fromEntries(DEMO_IMAGE_KEYS.map((key) => [key, imageId])) as Parameters<
      typeof seedPosts
    >[1]

    const { DEMO_POSTS } = await import('../../src/cms/seed/content/site/learn/postTexts')
    // Other specs share this database: start without the demo posts, as a fresh install has.
    const demo = { slug: { in: DEMO_POSTS.map((p) => p.slug) } }
    await payload.delete({ collection: 'posts', where: demo, context: testContext })

    expect(await seedPosts(payload, images)).toBe('Posts: 6 demo posts seeded, 0 present')
    expect(await seedPosts(payload, images)).toBe('Posts: 0 demo posts seeded, 6 present')
    const posts = await payload.find({ collection: 'posts', where: demo, overrideAccess: false, limit: 50 })
    expect(posts.docs).toHaveLength(6)
    for (const post of posts.docs) {
      const count = countWords(richTextPlainText(post.content.root))
      expect(count, post.slug).toBeGreaterThanOrEqual(300)
      expect(count, post.slug).toBeLessThanOrEqual(650)
      expect(post.readingTime, post.slug).toBe(Math.ceil(count / 200))
    }

    const pages = learnPages.map((page) => page(images))
    expect(pages).toHaveLength(14)
    for (const page of pages) {
      // Under a path of its own, so the seeded site's pages (if another spec wrote them) stay untouched.
      const saved = await payload.create({
        collection: 'pages',
        data: { ...page, path: `/learn-test-${stamp}${page.path}`, _status: 'published' },
        context: testContext,
      })
      expect(
        saved.layout?.filter((b) => b.blockType === 'hvacBasicsNav'),
        page.path,
      ).toHaveLength(1)
      await payload.delete({ collection: 'pages', id: saved.id, context: testContext })
    }
    await payload.delete({ collection: 'posts', where: demo, context: testContext })
  })
})
