import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { readPostAddresses, readPosts } from '@/lib/posts/queries'

import { richText } from '../../src/cms/seed/content/richText'
import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
let imageId: number
const stamp = Date.now()

/** A published English post of the comfort topic. */
const englishPost = (name: string, date = '2026-03-04T12:00:00.000Z') =>
  payload.create({
    collection: 'posts',
    data: {
      title: `Blog languages ${name} ${stamp}`,
      slug: `blog-languages-${name}-${stamp}`,
      date,
      category: 'comfort',
      featuredImage: imageId,
      excerpt: `An English summary of ${name}.`,
      content: richText('An English paragraph about comfort.'),
      _status: 'published',
    },
    context: testContext,
  })

/** The post's texts in a language, with its own slug there. */
const translate = (id: number, locale: 'es' | 'fr-CA', slug: string, title: string) =>
  payload.update({
    collection: 'posts',
    id,
    locale,
    data: { title, slug, excerpt: `${title}: resumen.`, content: richText(`${title}.`) },
    context: testContext,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  const data = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#174d8a' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A thermostat on a wall.' },
    file: { data, mimetype: 'image/png', name: `blog-languages-${stamp}.png`, size: data.byteLength },
    context: testContext,
  })
  imageId = media.id
})

describe('the blog in Spanish and French', () => {
  it('lists in a language only the posts with a slug of their own there, in that language’s words', async () => {
    const translated = await englishPost('translated', '2031-01-02T12:00:00.000Z')
    const english = await englishPost('english-only', '2031-01-01T12:00:00.000Z')
    await translate(translated.id, 'es', `idiomas-traducido-${stamp}`, `Idiomas traducido ${stamp}`)

    const spanish = await readPosts(payload, { limit: 100, locale: 'es' })
    const found = spanish.find((p) => p.id === translated.id)
    expect(found).toMatchObject({ title: `Idiomas traducido ${stamp}`, slug: `idiomas-traducido-${stamp}` })
    expect(spanish.some((p) => p.id === english.id)).toBe(false)
    // Not in French: it has no French slug.
    const french = await readPosts(payload, { limit: 100, locale: 'fr-CA' })
    expect(french.some((p) => p.id === translated.id || p.id === english.id)).toBe(false)
    // English lists both, in English.
    const all = await readPosts(payload, { limit: 100 })
    expect(all.find((p) => p.id === translated.id)?.title).toBe(`Blog languages translated ${stamp}`)
    expect(all.some((p) => p.id === english.id)).toBe(true)
  })

  it('finds a post by its slug in its language, and not by its English slug there', async () => {
    const post = await englishPost('by-slug')
    await translate(post.id, 'fr-CA', `par-adresse-${stamp}`, `Par adresse ${stamp}`)
    const bySlug = (slug: string, locale: 'en' | 'fr-CA') =>
      readPosts(payload, { where: { slug: { equals: slug } }, limit: 1, locale })
    expect((await bySlug(`par-adresse-${stamp}`, 'fr-CA'))[0]?.title).toBe(`Par adresse ${stamp}`)
    expect(await bySlug(`blog-languages-by-slug-${stamp}`, 'fr-CA')).toEqual([])
    expect(await bySlug(`par-adresse-${stamp}`, 'en')).toEqual([])
  })

  it('gives each published post its address in every language it has (French under /blogue)', async () => {
    const post = await englishPost('addresses')
    await translate(post.id, 'es', `direcciones-${stamp}`, `Direcciones ${stamp}`)
    await translate(post.id, 'fr-CA', `adresses-${stamp}`, `Adresses ${stamp}`)
    const untranslated = await englishPost('addresses-en')
    const draft = await payload.create({
      collection: 'posts',
      data: {
        title: `Draft ${stamp}`,
        slug: `blog-languages-draft-${stamp}`,
        date: '2026-03-04T12:00:00.000Z',
        category: 'comfort',
        featuredImage: imageId,
        excerpt: 'Not yet.',
        content: richText('Not yet.'),
        _status: 'draft',
      },
      context: testContext,
    })

    const addresses = await readPostAddresses(payload)
    expect(addresses.find((a) => a.id === post.id)?.paths).toEqual({
      en: `/blog/blog-languages-addresses-${stamp}`,
      es: `/blog/direcciones-${stamp}`,
      'fr-CA': `/blogue/adresses-${stamp}`,
    })
    expect(addresses.find((a) => a.id === untranslated.id)?.paths).toEqual({
      en: `/blog/blog-languages-addresses-en-${stamp}`,
    })
    expect(addresses.some((a) => a.id === draft.id)).toBe(false)
  })

  it('reads a post’s address in the language it is read in', async () => {
    const post = await englishPost('uri')
    await translate(post.id, 'fr-CA', `adresse-lue-${stamp}`, `Adresse lue ${stamp}`)
    const french = await payload.findByID({ collection: 'posts', id: post.id, locale: 'fr-CA', depth: 0 })
    expect(french.uri).toBe(`/fr/blogue/adresse-lue-${stamp}`)
    const english = await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })
    expect(english.uri).toBe(`/blog/blog-languages-uri-${stamp}`)
  })
})
