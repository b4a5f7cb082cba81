import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import SearchPage from '@/app/(frontend)/search/page'

import { SEARCH, SEARCH_PINS, SEARCH_QUERIES } from '@/cms/collections/Search/constants'
import { reindexSite, syncCityEntries } from '@/cms/collections/Search/reindex'
import { richText } from '@/cms/seed/content/richText'
import { IntlProviders } from '@/i18n/testing'
import { searchSite } from '@/lib/search/engine'
import { createSearchHandler } from '@/lib/search/handler'
import { logSearch } from '@/lib/search/queryLog'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

/**
 * The site search on the test database (TEST_DB=sqlite or postgres): the plugin's entries kept in step with
 * publishing, ranking, phrases, misspellings, pins, the query log and who may read and write the search's
 * collections. Each run uses words of its own (`zq<stamp>`), so earlier runs' pages do not count.
 */

let payload: Payload
const stamp = Date.now().toString(36)
/** A made-up word only this run's pages carry, so a search for it finds nothing else. */
const tag = `zq${stamp}`

async function publishPage(path: string, title: string, ...paragraphs: string[]) {
  return payload.create({
    collection: 'pages',
    data: {
      title,
      path: `/search-test-${stamp}${path}`,
      layout: [{ blockType: 'paragraph', content: richText(...paragraphs) }],
      _status: 'published',
    },
    context: testContext,
  })
}

const titles = async (q: string) => (await searchSite(payload, q)).results.map((r) => r.title)

let filterPage: { id: number }
let draftId: number
beforeAll(async () => {
  payload = await getTestPayload()
  filterPage = await publishPage(
    '/filter-care',
    `Furnace filter care ${tag}`,
    `Change the air filter of your furnace every three months ${tag}. A clean filter keeps the furnace efficient.`,
  )
  await publishPage(
    '/thermostats',
    `Smart thermostats ${tag}`,
    `A smart thermostat learns your schedule ${tag} and saves energy while you are away.`,
  )
  await publishPage(
    '/heat-pumps',
    `Heat pumps ${tag}`,
    `Heat pumps move heat; some owners mention a furnace as backup ${tag}. Filter changes matter here too.`,
  )
  const draft = await payload.create({
    collection: 'pages',
    data: {
      title: `Unreleased humidifier ${tag}`,
      path: `/search-test-${stamp}/draft`,
      layout: [{ blockType: 'paragraph', content: richText(`A secret humidifier launch ${tag}.`) }],
      _status: 'draft',
    },
    context: testContext,
    draft: true,
  })
  draftId = draft.id
})

describe('the index follows publishing', () => {
  it('has an entry for each published page, with its text and address, and none for a draft', async () => {
    const found = await payload.find({
      collection: SEARCH,
      where: { title: { like: tag } },
      depth: 0,
      limit: 50,
    })
    expect(found.docs.map((d) => d.title).sort()).toEqual([
      `Furnace filter care ${tag}`,
      `Heat pumps ${tag}`,
      `Smart thermostats ${tag}`,
    ])
    const entry = found.docs.find((d) => d.title?.startsWith('Furnace'))
    expect(entry).toMatchObject({ kind: 'page', url: `/search-test-${stamp}/filter-care` })
    expect(entry?.body).toContain('Change the air filter of your furnace')
    expect(await titles(`humidifier ${tag}`)).not.toContain(`Unreleased humidifier ${tag}`)
    expect(await titles(`humidifier`)).not.toContain(`Unreleased humidifier ${tag}`)
  })

  it('never finds a draft, an unpublished page or a trashed one', async () => {
    expect(await titles(`secret humidifier`)).not.toContain(`Unreleased humidifier ${tag}`)
    const page = await publishPage(
      '/short-lived',
      `Short-lived offer ${tag}`,
      `Ductless mini split offer ${tag}`,
    )
    expect(await titles(`ductless ${tag}`)).toEqual([`Short-lived offer ${tag}`])
    // A new draft over the published version leaves the published text in the index.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: `Short-lived offer (edited) ${tag}` },
      draft: true,
      context: testContext,
    })
    expect(await titles(`ductless ${tag}`)).toEqual([`Short-lived offer ${tag}`])
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'draft' },
      context: testContext,
    })
    expect(await titles(`ductless ${tag}`)).not.toContain(`Short-lived offer ${tag}`)
    expect(await titles(`ductless ${tag}`)).not.toContain(`Short-lived offer (edited) ${tag}`)
    const again = await publishPage('/trashed', `Trashed page ${tag}`, `Geothermal loop ${tag}`)
    expect(await titles(`geothermal ${tag}`)).toHaveLength(1)
    await payload.update({
      collection: 'pages',
      id: again.id,
      data: { deletedAt: new Date().toISOString() },
      context: testContext,
    })
    expect(await titles(`geothermal ${tag}`)).not.toContain(`Trashed page ${tag}`)
    expect(draftId).toBeGreaterThan(0)
  })
})

describe('ranking, phrases and misspellings', () => {
  it('ranks a page with the words in its title above one that mentions them in passing', async () => {
    const found = await titles(`furnace filter ${tag}`)
    expect(found[0]).toBe(`Furnace filter care ${tag}`)
    expect(found).toContain(`Heat pumps ${tag}`)
  })

  it('finds stemmed forms: "filters" finds "filter", "thermostats" finds "thermostat"', async () => {
    expect(await titles(`filters ${tag}`)).toContain(`Furnace filter care ${tag}`)
    expect(await titles(`thermostats ${tag}`)).toEqual([`Smart thermostats ${tag}`])
  })

  it('holds a quoted phrase to its words in order', async () => {
    expect(await titles(`"air filter" ${tag}`)).toEqual([`Furnace filter care ${tag}`])
    // No page has "filter air": the results are those with some of the words, and say so.
    const reversed = await searchSite(payload, `"filter air" ${tag}`)
    expect(reversed.partial).toBe(true)
  })

  it('corrects common misspellings to the site’s own words and says so', async () => {
    const furnance = await searchSite(payload, `furnance ${tag}`)
    expect(furnance.corrected).toBe(`furnace ${tag}`)
    expect(furnance.results[0]?.title).toBe(`Furnace filter care ${tag}`)
    const thermastat = await searchSite(payload, `thermastat ${tag}`)
    expect(thermastat.corrected).toBe(`thermostat ${tag}`)
    expect(thermastat.results.map((r) => r.title)).toEqual([`Smart thermostats ${tag}`])
  })

  it('marks the query’s words in the excerpt', async () => {
    const [first] = (await searchSite(payload, `schedule ${tag}`)).results
    const marked = first?.excerpt.filter((p) => p.mark).map((p) => p.text.toLowerCase())
    expect(marked).toContain('schedule')
    expect(first?.excerpt.map((p) => p.text).join('')).toContain('smart thermostat learns your schedule')
  })

  it('shows results with some of the words when none has them all', async () => {
    const outcome = await searchSite(payload, `thermostat furnace ${tag} nosuchwordatall`)
    expect(outcome.partial).toBe(true)
    expect(outcome.results.length).toBeGreaterThan(0)
  })

  it('reads punctuation and operators as spaces', async () => {
    expect(await titles(`furnace* OR -filter) ${tag} NEAR(`)).toContain(`Furnace filter care ${tag}`)
    expect((await searchSite(payload, '"" *** ---')).results).toEqual([])
  })
})

describe('pins', () => {
  it('puts an editor’s pinned result first for its query, whatever the case and punctuation typed', async () => {
    const entry = await payload.find({
      collection: SEARCH,
      where: { 'doc.value': { equals: filterPage.id } },
      depth: 0,
    })
    const entryId = entry.docs[0]!.id
    const query = `Heat pump ${tag}`
    await payload.create({
      collection: SEARCH_PINS,
      data: { query, results: [entryId] },
      context: testContext,
    })
    const pinned = await searchSite(payload, `heat, PUMP ${tag}!`)
    expect(pinned.results[0]).toMatchObject({ title: `Furnace filter care ${tag}`, pinned: true })
    expect(pinned.results.filter((r) => r.id === entryId)).toHaveLength(1)
    expect(pinned.results.map((r) => r.title)).toContain(`Heat pumps ${tag}`)
  })
})

describe('the query log', () => {
  it('counts each query, and its searches with no results, adding to what is stored', async () => {
    const query = `nothing here ${tag}`
    await logSearch(payload, query, 0)
    await logSearch(payload, query, 0)
    await logSearch(payload, query, 3)
    const found = await payload.find({ collection: SEARCH_QUERIES, where: { query: { equals: query } } })
    expect(found.docs[0]).toMatchObject({ count: 3, noResults: 2, lastResults: 3 })
  })

  it('keeps only the queries searched most recently past its size', async () => {
    const base = Date.parse('2030-01-01T00:00:00Z')
    for (let i = 0; i < 3; i++) {
      await logSearch(payload, `trim ${tag} ${i}`, 0, { now: new Date(base + i * 1000), maxRows: 100_000 })
    }
    await logSearch(payload, `trim ${tag} 3`, 0, { now: new Date(base + 3000), maxRows: 2 })
    const left = await payload.find({
      collection: SEARCH_QUERIES,
      where: { query: { like: `trim ${tag}` } },
      sort: 'query',
    })
    expect(left.docs.map((d) => d.query)).toEqual([`trim ${tag} 2`, `trim ${tag} 3`])
  })

  it('is what the API logs: GET /api/v1/search answers 400 with field messages for a bad query', async () => {
    const logged: [string, number][] = []
    const handler = createSearchHandler({
      payload: async () => payload,
      log: (q, n) => {
        logged.push([q, n])
      },
    })
    const bad = await handler(new Request('http://localhost/api/v1/search?q='), undefined)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ fields: { q: expect.any(String) } })
    const long = await handler(new Request(`http://localhost/api/v1/search?q=${'a'.repeat(101)}`), undefined)
    expect(long.status).toBe(400)
    const twice = await handler(new Request('http://localhost/api/v1/search?q=a&q=b'), undefined)
    expect(twice.status).toBe(400)
    const ok = await handler(new Request(`http://localhost/api/v1/search?q=furnance+${tag}`), undefined)
    expect(ok.status).toBe(200)
    const body = (await ok.json()) as { corrected: string; results: { title: string; excerpt: unknown[] }[] }
    expect(body.corrected).toBe(`furnace ${tag}`)
    expect(body.results[0]?.title).toBe(`Furnace filter care ${tag}`)
    expect(logged).toEqual([[`furnance ${tag}`, body.results.length]])
  })
})

describe('the search page', () => {
  // Rendered as the site's layout renders it, inside the English catalogue's provider.
  const render = async (params: Record<string, string | string[]>) =>
    renderToStaticMarkup(
      IntlProviders({ locale: 'en', children: await SearchPage({ searchParams: Promise.resolve(params) }) }),
    )

  it('lists the results with the words marked, and counts the search', async () => {
    const html = await render({ q: `furnance ${tag}` })
    expect(html).toContain(`Search results for “furnance ${tag}”`)
    expect(html).toContain(`Showing results for <strong>furnace ${tag}</strong>`)
    expect(html).toContain(`href="/search-test-${stamp}/filter-care"`)
    expect(html).toMatch(/<mark[^>]*>furnace<\/mark>/i)
    await expect
      .poll(async () => {
        const found = await payload.find({
          collection: SEARCH_QUERIES,
          where: { query: { equals: `furnance ${tag}` } },
        })
        return found.docs[0]?.count
      })
      .toBeGreaterThanOrEqual(1)
  })

  it('shows the field’s message for an empty or over-long query, and says when nothing is found', async () => {
    expect(await render({ q: '  ' })).toContain('Type a word or two to search for.')
    expect(await render({ q: 'x'.repeat(101) })).toContain('Search for at most 100 characters.')
    expect(await render({})).not.toContain('role="alert"')
    expect(await render({ q: `nothingatall${stamp}` })).toContain(`No results for “nothingatall${stamp}”`)
  })

  it('escapes what the visitor typed', async () => {
    const html = await render({ q: '<script>alert(1)</script>' })
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('&lt;script&gt;')
  })
})

describe('rebuilding', () => {
  it('rebuilds the entries of the published documents and the cities without duplicates', async () => {
    const before = await payload.count({ collection: SEARCH })
    await reindexSite(payload)
    await reindexSite(payload)
    const after = await payload.count({ collection: SEARCH })
    expect(after.totalDocs).toBeGreaterThanOrEqual(before.totalDocs - 1)
    expect(await titles(`furnace filter ${tag}`)).toContain(`Furnace filter care ${tag}`)
    const cities = await syncCityEntries(payload)
    const cityEntries = await payload.count({ collection: SEARCH, where: { kind: { equals: 'city' } } })
    // One per city and language (English, Spanish, French).
    expect(cityEntries.totalDocs).toBe(cities * 3)
  })
})

describe('who may read and write the search’s collections', () => {
  let editor: string
  let admin: string
  beforeAll(async () => {
    for (const role of ['editor', 'admin'] as const) {
      const email = `search-${role}-${stamp}@example.com`
      const password = `search-${role}-password`
      await payload.create({
        collection: 'users',
        data: { email, password, roles: [role] },
        context: testContext,
      })
      if (role === 'editor') editor = await signInCookie(email, password)
      else admin = await signInCookie(email, password)
    }
  })

  const status = async (path: string, cookie?: string, method = 'GET', body?: unknown) =>
    (await rest(path, { method, body, headers: cookie ? browserSession(cookie) : {} })).status

  it('keeps all three from visitors, through REST', async () => {
    for (const slug of [SEARCH, SEARCH_PINS, SEARCH_QUERIES]) {
      expect([slug, await status(`/api/${slug}?limit=1`)]).toEqual([slug, 403])
      expect([slug, await status(`/api/${slug}`, undefined, 'POST', {})]).toEqual([slug, 403])
    }
  })

  it('lets staff read all three and manage pins; nobody writes entries or the log by hand', async () => {
    for (const cookie of [editor, admin]) {
      for (const slug of [SEARCH, SEARCH_PINS, SEARCH_QUERIES]) {
        expect([slug, await status(`/api/${slug}?limit=1`, cookie)]).toEqual([slug, 200])
      }
      expect(await status(`/api/${SEARCH}`, cookie, 'POST', { title: 'x' })).toBe(403)
      expect(await status(`/api/${SEARCH_QUERIES}`, cookie, 'POST', { query: 'x' })).toBe(403)
      expect(await status(`/api/${SEARCH_QUERIES}/987654321`, cookie, 'PATCH', {})).toBe(403)
      // A pin without results is refused for being incomplete, not for who asks.
      expect(await status(`/api/${SEARCH_PINS}`, cookie, 'POST', { query: `x ${stamp}` })).toBe(400)
    }
    expect(await status(`/api/${SEARCH}/987654321`, editor, 'DELETE')).toBe(403)
    expect(await status(`/api/${SEARCH}/987654321`, admin, 'DELETE')).toBe(404)
    expect(await status(`/api/${SEARCH}/987654321`, editor, 'PATCH', {})).toBe(404)
  })
})
