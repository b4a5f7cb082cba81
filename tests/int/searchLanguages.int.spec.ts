import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SEARCH, SEARCH_PINS } from '@/cms/collections/Search/constants'
import { reindexSite, syncCityEntries } from '@/cms/collections/Search/reindex'
import { richText } from '@/cms/seed/content/richText'
import type { Locale } from '@/config/locales'
import { searchSite } from '@/lib/search/engine'
import { createSearchHandler } from '@/lib/search/handler'

import { testDealer } from '../fixtures/dealers/dealerData'
import { DENVER } from '../fixtures/dealers/denverDealers'
import { getTestPayload, testContext } from '../fixtures/payload'

/**
 * The site search in Spanish and French on the test database (TEST_DB=sqlite or postgres): each document's
 * entries per language kept in step with publishing in that language, each language's search finding only its
 * own entries, accents, the dealers' cities per language, the rebuild and the API's `locale`. Each run uses
 * words of its own (`zl<stamp>`), so earlier runs' documents do not count.
 */

let payload: Payload
const stamp = Date.now().toString(36)
const tag = `zl${stamp}`
const BASE = 871000

type Entry = { id: number; title: string; url: string | null; locale: string; body: string | null }

const search = (q: string, locale: Locale = 'en') => searchSite(payload, q, { locale })
/** The addresses of the results with every word of `q` (none when only some of the words were found). */
const urls = async (q: string, locale: Locale = 'en') => {
  const outcome = await search(q, locale)
  return outcome.partial ? [] : outcome.results.map((r) => r.url)
}

const entriesOf = async (source: string): Promise<Entry[]> =>
  (
    await payload.find({
      collection: SEARCH,
      where: { source: { equals: source } },
      depth: 0,
      pagination: false,
      sort: 'locale',
    })
  ).docs as unknown as Entry[]

const englishEntryOf = async (collection: string, id: number): Promise<Entry | undefined> =>
  (
    await payload.find({
      collection: SEARCH,
      where: { and: [{ 'doc.relationTo': { equals: collection } }, { 'doc.value': { equals: id } }] },
      depth: 0,
    })
  ).docs[0] as unknown as Entry | undefined

/** A published English page, then its Spanish version published with an address of its own. */
async function bilingualPage(name: string) {
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: `Home heating ${name} ${tag}`,
      path: `/search-languages-${stamp}/${name}`,
      layout: [{ blockType: 'paragraph', content: richText(`Keep your home warm with a furnace ${tag}.`) }],
      _status: 'published',
    },
    context: testContext,
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'es',
    data: {
      title: `Calefacción del hogar ${name} ${tag}`,
      path: `/idiomas-${stamp}/${name}`,
      layout: [
        {
          blockType: 'paragraph',
          content: richText(`La calefacción eficiente mantiene su casa cálida en invierno ${tag}.`),
        },
      ],
      _status: 'published',
    },
    context: testContext,
  })
  return page
}

let page: { id: number }
beforeAll(async () => {
  payload = await getTestPayload()
  page = await bilingualPage('main')
})

afterAll(async () => {
  await payload.delete({
    collection: 'dealers',
    where: { 'data.companyID': { greater_than_equal: BASE, less_than: BASE + 100 } },
    context: testContext,
  })
  await syncCityEntries(payload)
})

describe('entries per language', () => {
  it('finds a page published in Spanish in the Spanish search at its /es address, and not in English', async () => {
    const [spanish, ...others] = await entriesOf(`pages:${page.id}`)
    expect(others).toEqual([])
    expect(spanish).toMatchObject({
      locale: 'es',
      title: `Calefacción del hogar main ${tag}`,
      url: `/es/idiomas-${stamp}/main`,
    })
    expect(spanish?.body).toContain('La calefacción eficiente')

    const found = await search(`invierno ${tag}`, 'es')
    expect(found.results.map((r) => [r.title, r.url])).toEqual([
      [`Calefacción del hogar main ${tag}`, `/es/idiomas-${stamp}/main`],
    ])
    // Spanish words are not in the English search, nor in the French one (the page has no French address).
    expect(await urls(`invierno ${tag}`)).toEqual([])
    expect(await urls(`invierno ${tag}`, 'fr-CA')).toEqual([])
    expect(await urls(`furnace ${tag}`, 'fr-CA')).toEqual([])
  })

  it('leaves the English entry as it was', async () => {
    expect(await englishEntryOf('pages', page.id)).toMatchObject({
      locale: 'en',
      title: `Home heating main ${tag}`,
      url: `/search-languages-${stamp}/main`,
    })
    expect(await urls(`furnace ${tag}`)).toEqual([`/search-languages-${stamp}/main`])
    // An English word is not in the Spanish entry's text: the Spanish search does not find it.
    expect(await urls(`furnace ${tag}`, 'es')).toEqual([])
  })

  it('finds Spanish words with or without their accents, and marks them as written', async () => {
    for (const q of [`calefacción ${tag}`, `calefaccion ${tag}`, `CALEFACCIÓN ${tag}`]) {
      const outcome = await search(q, 'es')
      expect([q, outcome.results.map((r) => r.url)]).toEqual([q, [`/es/idiomas-${stamp}/main`]])
      const marked = outcome.results[0]!.excerpt.filter((p) => p.mark).map((p) => p.text.toLowerCase())
      expect(marked).toContain('calefacción')
    }
    expect(await urls(`calida casa ${tag}`, 'es')).toEqual([`/es/idiomas-${stamp}/main`])
  })

  it('follows the Spanish version: unpublished, republished, trashed, restored and deleted', async () => {
    const other = await bilingualPage('lifecycle')
    // The page's Spanish address among the Spanish results for words of its Spanish text.
    const inSpanish = async () =>
      (await urls(`invierno ${tag}`, 'es')).filter((url) => url.endsWith('/lifecycle'))
    expect(await inSpanish()).toEqual([`/es/idiomas-${stamp}/lifecycle`])

    // A new Spanish draft over the published version leaves the published text in the Spanish search.
    await payload.update({
      collection: 'pages',
      id: other.id,
      locale: 'es',
      data: { title: `Borrador nuevo ${tag}` },
      draft: true,
      context: testContext,
    })
    expect(await inSpanish()).toEqual([`/es/idiomas-${stamp}/lifecycle`])
    expect(await urls(`borrador ${tag}`, 'es')).toEqual([])

    await payload.update({
      collection: 'pages',
      id: other.id,
      data: { _status: 'draft' },
      context: testContext,
    })
    expect(await inSpanish()).toEqual([])
    expect(await entriesOf(`pages:${other.id}`)).toEqual([])

    await payload.update({
      collection: 'pages',
      id: other.id,
      locale: 'es',
      data: { _status: 'published' },
      context: testContext,
    })
    expect(await inSpanish()).toEqual([`/es/idiomas-${stamp}/lifecycle`])

    await payload.update({
      collection: 'pages',
      id: other.id,
      data: { deletedAt: new Date().toISOString() },
      context: testContext,
    })
    expect(await inSpanish()).toEqual([])
    await payload.update({
      collection: 'pages',
      id: other.id,
      data: { deletedAt: null },
      trash: true,
      context: testContext,
    })
    expect(await inSpanish()).toEqual([`/es/idiomas-${stamp}/lifecycle`])

    await payload.delete({ collection: 'pages', id: other.id, trash: true, context: testContext })
    expect(await inSpanish()).toEqual([])
    expect(await entriesOf(`pages:${other.id}`)).toEqual([])
  })

  it('lists a post in a language with a slug of its own there, at that language’s blog address', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#174d8a' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A thermostat on a wall.' },
      file: { data: image, mimetype: 'image/png', name: `search-languages-${stamp}.png`, size: image.length },
      context: testContext,
    })
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: `Thermostat advice ${tag}`,
        slug: `thermostat-advice-${stamp}`,
        date: '2026-03-04T12:00:00.000Z',
        category: 'comfort',
        featuredImage: media.id,
        excerpt: `How to set a thermostat ${tag}.`,
        content: richText(`Set it lower at night ${tag}.`),
        _status: 'published',
      },
      context: testContext,
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'fr-CA',
      data: {
        title: `Conseils de thermostat ${tag}`,
        slug: `conseils-thermostat-${stamp}`,
        excerpt: `Comment régler un thermostat ${tag}.`,
        content: richText(`Baissez-le la nuit ${tag}.`),
      },
      context: testContext,
    })
    expect(await urls(`nuit ${tag}`, 'fr-CA')).toEqual([`/fr/blogue/conseils-thermostat-${stamp}`])
    expect(await urls(`thermostat ${tag}`, 'es')).toEqual([])
    expect(await urls(`night ${tag}`)).toEqual([`/blog/thermostat-advice-${stamp}`])
  })

  it('lists a product in a language at its category page’s address there, with the family’s text in it', async () => {
    const slug = `cat-${stamp}`
    const category = await payload.create({
      collection: 'product-categories',
      data: { name: `Category ${tag}`, slug, order: 1, environments: ['residential'] },
      context: testContext,
    })
    const family = await payload.create({
      collection: 'model-families',
      data: {
        name: `Family ${tag}`,
        slug: `family-${stamp}`,
        category: category.id,
        description: `A quiet unit ${tag}.`,
      },
      context: testContext,
    })
    await payload.update({
      collection: 'model-families',
      id: family.id,
      locale: 'es',
      data: { description: `Una unidad silenciosa ${tag}.` },
      context: testContext,
    })
    const categoryPage = await payload.create({
      collection: 'pages',
      data: {
        title: `Category page ${tag}`,
        path: `/products/${slug}`,
        layout: [{ blockType: 'paragraph', content: richText('Our units.') }],
        _status: 'published',
      },
      context: testContext,
    })
    await payload.update({
      collection: 'pages',
      id: categoryPage.id,
      locale: 'es',
      data: { title: `Página de categoría ${tag}`, path: `/productos/${slug}`, _status: 'published' },
      context: testContext,
    })
    const product = await payload.create({
      collection: 'products',
      data: { modelNumber: `M${stamp}`, name: `Model ${tag}`, family: family.id },
      context: testContext,
    })
    // In Spanish at the Spanish category page, with the family's Spanish text. The French entry has no address
    // (the category page has none in French), so it is never shown, as an English product without a page.
    const entries = await entriesOf(`products:${product.id}`)
    expect(entries.map((e) => [e.locale, e.url])).toEqual([
      ['es', `/es/productos/${slug}`],
      ['fr-CA', null],
    ])
    expect(await urls(`silenciosa ${tag}`, 'es')).toEqual([`/es/productos/${slug}`])
    expect(await urls(`quiet ${tag}`)).toEqual([`/products/${slug}`])
    expect((await urls(`M${stamp}`, 'fr-CA')).filter((url) => url.includes(slug))).toEqual([])
    await payload.delete({ collection: 'products', id: product.id, context: testContext })
    expect(await entriesOf(`products:${product.id}`)).toEqual([])
  })

  it('shows a pin only in the language of the pinned entry', async () => {
    const english = await englishEntryOf('pages', page.id)
    const [spanish] = await entriesOf(`pages:${page.id}`)
    await payload.create({
      collection: SEARCH_PINS,
      data: { query: `pinned ${tag}`, results: [english!.id, spanish!.id] },
      context: testContext,
    })
    const pinned = async (locale: Locale) =>
      (await search(`pinned ${tag}`, locale)).results.filter((r) => r.pinned).map((r) => r.url)
    expect(await pinned('en')).toEqual([`/search-languages-${stamp}/main`])
    expect(await pinned('es')).toEqual([`/es/idiomas-${stamp}/main`])
    expect(await pinned('fr-CA')).toEqual([])
  })
})

describe('the dealers’ cities', () => {
  it('have an entry per language, in its words, linking to the directory page in that language', async () => {
    const city = `Zelville${stamp.replace(/\d/g, '')}`
    for (const n of [1, 2]) {
      await payload.create({
        collection: 'dealers',
        data: testDealer(BASE + n, DENVER.lat, DENVER.lon, { name: `Search Air ${n}`, city, state: 'CO' }),
        context: testContext,
      })
    }
    await syncCityEntries(payload)
    const slug = city.toLowerCase()
    const byLocale = async (locale: Locale) =>
      (await search(city, locale)).results.find((r) => r.kind === 'city')
    expect(await byLocale('en')).toMatchObject({
      title: `Dealers in ${city}, CO`,
      url: `/dealers/co/${slug}/`,
    })
    expect(await byLocale('es')).toMatchObject({
      title: `Distribuidores en ${city}, CO`,
      url: `/es/distribuidores/co/${slug}/`,
    })
    expect(await byLocale('fr-CA')).toMatchObject({
      title: `Détaillants à ${city}, CO`,
      url: `/fr/detaillants/co/${slug}/`,
    })
    const spanish = await payload.find({
      collection: SEARCH,
      where: { url: { equals: `/es/distribuidores/co/${slug}/` } },
      depth: 0,
    })
    expect(spanish.docs[0]?.body).toMatch(/^2 distribuidores de calefacción y aire acondicionado en /)
    // Each city once per language.
    const cities = await syncCityEntries(payload)
    const entries = await payload.count({ collection: SEARCH, where: { kind: { equals: 'city' } } })
    expect(entries.totalDocs).toBe(cities * 3)
  })
})

describe('rebuilding', () => {
  it('makes the missing translation entries again and removes the stale ones', async () => {
    const [spanish] = await entriesOf(`pages:${page.id}`)
    await payload.delete({ collection: SEARCH, id: spanish!.id, context: testContext })
    const stale = await payload.create({
      collection: SEARCH,
      data: {
        title: `Stale ${tag}`,
        kind: 'page',
        url: '/es/nowhere',
        body: `stale ${tag}`,
        locale: 'es',
        source: 'pages:987654321',
        priority: 0,
      },
      context: testContext,
    })
    expect(await urls(`stale ${tag}`, 'es')).toEqual(['/es/nowhere'])

    const report = await reindexSite(payload)
    expect(report.created).toBeGreaterThanOrEqual(1)
    expect(report.removed).toBeGreaterThanOrEqual(1)
    expect(await urls(`invierno main ${tag}`, 'es')).toEqual([`/es/idiomas-${stamp}/main`])
    expect(await urls(`stale ${tag}`, 'es')).toEqual([])
    expect(await payload.findByID({ collection: SEARCH, id: stale.id, disableErrors: true })).toBeNull()

    // A second run changes nothing.
    const again = await reindexSite(payload)
    expect(again).toMatchObject({ created: 0, updated: 0, removed: 0 })
    expect((await entriesOf(`pages:${page.id}`)).map((e) => e.locale)).toEqual(['es'])
  })
})

describe('GET /api/v1/search?locale=', () => {
  const handler = createSearchHandler({ payload: async () => payload, log: () => {} })
  const get = (query: string) => handler(new Request(`http://localhost/api/v1/search?${query}`), undefined)

  it('answers in the language asked for, English when none is', async () => {
    const spanish = await get(`q=invierno+main+${tag}&locale=es`)
    expect(spanish.status).toBe(200)
    const body = (await spanish.json()) as { locale: string; results: { url: string }[] }
    expect(body.locale).toBe('es')
    expect(body.results.map((r) => r.url)).toEqual([`/es/idiomas-${stamp}/main`])
    // As a phrase, so the English search cannot fall back on some of the words.
    const english = (await (await get(`q=%22invierno+${tag}%22`)).json()) as { locale: string; results: [] }
    expect(english).toMatchObject({ locale: 'en', results: [] })
  })

  it('answers 400 with the field’s message for a language the site does not have', async () => {
    for (const query of [`q=furnace&locale=de`, `q=furnace&locale=`, `q=furnace&locale=es&locale=fr-CA`]) {
      const res = await get(query)
      expect([query, res.status]).toEqual([query, 400])
      expect(await res.json()).toMatchObject({ fields: { locale: 'Use one of en, es, fr-CA.' } })
    }
  })
})
