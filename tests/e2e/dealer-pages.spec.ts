import type { APIRequestContext } from '@playwright/test'

import { generateDemoNetwork } from '../../src/cms/seed/dealers/generate'
import { breadcrumbListSchema, hvacBusinessSchema } from '../../src/domain/dealers/pages/jsonLdSchema'
import { assignPagePaths } from '../../src/domain/dealers/pages/pagePath'
import { type Admin, expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

type Ld = Record<string, unknown> & { '@type': string }

/** The JSON-LD objects of a page's HTML. */
function jsonLdOf(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  )
}

/** Dealer page paths (English) of the first dealer sitemap. */
async function dealerPaths(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemaps/dealers/1.xml')
  expect(res.status()).toBe(200)
  // The English addresses: each is listed beside its Spanish and French ones.
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => path.startsWith('/dealers/'))
}

async function createDealer(request: APIRequestContext, admin: Admin, companyID: number, listed: boolean) {
  const res = await request.post('/api/dealers', {
    headers: { Authorization: `JWT ${admin.token}` },
    data: {
      listed,
      isDemo: true,
      data: {
        name: `Pages Test Dealer ${companyID}`,
        companyID,
        city: 'Cheyenne',
        state: 'WY',
        zipcode: '82001',
        country: 'US',
        phone1: '3075550100',
      },
      location: { lat: 41.14, lon: -104.82 },
    },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { doc: { id: number; pagePath: string } }).doc
}

for (const width of [375, 1280]) {
  test.describe(`dealer pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a locator card leads to its dealer’s page, which has its details, breadcrumbs and the same dialog', async ({
      page,
    }) => {
      await page.goto('/find-your-dealer/?zipcode=10001')
      const firstName = page.getByRole('main').locator('article h3 a').first()
      const name = (await firstName.innerText()).trim()
      const href = await firstName.getAttribute('href')
      expect(href).toMatch(/^\/dealers\/[a-z]{2}\/[a-z0-9-]+\/[a-z0-9-]+\/$/)
      await firstName.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
      await expect(crumbs.getByRole('link', { name: 'Dealers' })).toHaveAttribute('href', '/dealers/')
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name)
      await expect(page.getByRole('heading', { name: 'Hours' })).toBeVisible()
      await expect(page.getByTestId('opening-status')).toHaveText(
        /^(Open now|Closed, opens ((Mon|Tue|Wed|Thu|Fri|Sat|Sun) )?\d{1,2}:\d{2} [AP]M)$/,
      )
      // The site's header and footer have customer care's number: the dealer's own is in the page's main part.
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: `Call ${name} at` })).toHaveAttribute(
        'href',
        /^tel:\d{10}$/,
      )
      await expect(main.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\//,
      )
      const share = page.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' })
      await expect(share).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(href!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${href}$`),
      )
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      )
      await expectNoAxeViolations(page)

      const connect = page.getByRole('button', { name: `Connect with Dealer: ${name}` })
      await expectHydrated(connect)
      await connect.click()
      // The locator card's own dialog, with its form.
      const dialog = page.getByRole('dialog', { name: `Contact ${name}` })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('City', { exact: true })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
    })

    test('the directory lists states, then cities with counts, then the city’s dealers as cards', async ({
      page,
    }) => {
      await page.goto('/dealers/')
      await expect(page.getByRole('heading', { level: 1, name: 'Dealer directory' })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('main').getByRole('link', { name: 'New York', exact: true }).click()
      await expect(page).toHaveURL(/\/dealers\/ny\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealers in New York')
      const city = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: /\(\d+ dealers?\)/ })
        .first()
      const cityCount = Number(/\((\d+) dealer/.exec(await city.innerText())![1])
      await city.getByRole('link').click()
      await expect(page).toHaveURL(/\/dealers\/ny\/[a-z0-9-]+\/$/)
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Dealers', 'New York'])
      await expect(page.getByRole('main').locator('article')).toHaveCount(cityCount)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('dealer pages for search engines', () => {
  test('carry valid HVACBusiness and BreadcrumbList JSON-LD, with and without reviews and a shown address', async ({
    request,
  }) => {
    // The demo network is generated from a fixed seed: its first dealer without reviews and its first with a
    // hidden address are known, and join a spread of the sitemap's pages.
    const network = generateDemoNetwork()
    const addresses = assignPagePaths(network.dealers.map((d) => d.data))
    const noReviews = addresses[network.reviews.findIndex((list) => list.length === 0)]
    const privateAddress = addresses[network.dealers.findIndex((d) => d.data.showAddress === false)]
    const spread = (await dealerPaths(request)).filter((_, i) => i % 80 === 0).slice(0, 24)
    const paths = [noReviews!, privateAddress!, ...spread]
    let withoutReviews = 0
    let hiddenAddress = 0
    for (const path of paths) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      const ld = jsonLdOf(await res.text())
      const business = hvacBusinessSchema.parse(ld.find((l) => l['@type'] === 'HVACBusiness'))
      breadcrumbListSchema.parse(ld.find((l) => l['@type'] === 'BreadcrumbList'))
      expect(new URL(business.url).pathname).toBe(path)
      if (!business.aggregateRating) withoutReviews++
      if (!business.address.streetAddress) {
        hiddenAddress++
        expect(business.geo).toBeUndefined()
      }
    }
    expect(withoutReviews, 'a dealer without reviews in the sample').toBeGreaterThan(0)
    expect(hiddenAddress, 'a dealer with a hidden address in the sample').toBeGreaterThan(0)
  })

  test('the sitemap index names the site’s sitemap and the dealer parts, and robots.txt names the index', async ({
    request,
    baseURL,
  }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap-index.xml`)
    const index = await (await request.get('/sitemap-index.xml')).text()
    expect(index).toContain(`<loc>${baseURL}/sitemap.xml</loc>`)
    expect(index).toContain(`<loc>${baseURL}/sitemaps/dealers/0.xml</loc>`)
    const directory = await (await request.get('/sitemaps/dealers/0.xml')).text()
    expect(directory).toContain(`<loc>${baseURL}/dealers/</loc>`)
    expect(directory).toContain(`<loc>${baseURL}/dealers/ny/</loc>`)
  })

  test('a hidden dealer’s page is 404, and a deleted dealer’s page 410 Gone', async ({ request, admin }) => {
    const companyID = 990_000 + Math.floor(Math.random() * 9_000)
    const hidden = await createDealer(request, admin, companyID, false)
    expect(hidden.pagePath).toBe(`/dealers/wy/cheyenne/pages-test-dealer-${companyID}/`)
    expect((await request.get(hidden.pagePath)).status()).toBe(404)
    const removed = await request.delete(`/api/dealers/${hidden.id}`, {
      headers: { Authorization: `JWT ${admin.token}` },
    })
    expect(removed.status()).toBe(200)
    const gone = await request.get(hidden.pagePath)
    expect(gone.status()).toBe(410)
  })
})
