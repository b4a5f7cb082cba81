import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The site search (docs/search.md): the header's box at a phone's and a desktop's width, with and without
 * JavaScript (a plain GET form and a server-rendered page), highlighted excerpts, the messages for an empty or
 * over-long query, a misspelling corrected, a dealers' city found, and axe on the search page.
 */

const WIDTHS = [375, 1280] as const

async function searchFromHeader(page: Page, words: string): Promise<void> {
  const landmark = page.getByRole('search', { name: 'Site' })
  await expect(landmark).toBeVisible()
  const box = landmark.getByRole('searchbox', { name: 'Search the site' })
  await box.fill(words)
  await Promise.all([page.waitForURL(/\/search\?q=/), box.press('Enter')])
}

async function expectResultsWithMarks(page: Page, words: string): Promise<void> {
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(words).replace(/%20/g, '+')}`)
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${words}”` })).toBeVisible()
  const results = page.getByRole('main').getByRole('listitem')
  await expect(results.first()).toBeVisible()
  expect(await results.count()).toBeGreaterThan(0)
  const marks = page.getByRole('main').locator('mark')
  await expect(marks.first()).toBeVisible()
  const marked = (await marks.allTextContents()).map((t) => t.toLowerCase())
  expect(marked.some((t) => words.split(' ').some((w) => t.includes(w.slice(0, 5))))).toBe(true)
  // Each result's title is a link to a page of the site.
  const href = await results.first().getByRole('link').first().getAttribute('href')
  expect(href).toMatch(/^\//)
}

/**
 * The header's strip holds the box and the customer care number side by side within the window, and the box
 * is wide enough to type in.
 */
async function expectStripFits(page: Page, width: number): Promise<void> {
  const box = await page.getByRole('search', { name: 'Site' }).getByRole('searchbox').boundingBox()
  const phone = await page
    .getByRole('banner')
    .getByRole('link', { name: /^Customer care/ })
    .boundingBox()
  expect(box && phone).toBeTruthy()
  expect(box!.width).toBeGreaterThanOrEqual(64)
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone!.x)
  expect(phone!.x + phone!.width).toBeLessThanOrEqual(width)
}

for (const width of WIDTHS) {
  test.describe(`search from the header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('finds pages with the words highlighted, and passes axe', async ({ page }) => {
      await page.goto('/')
      await expectStripFits(page, width)
      await searchFromHeader(page, 'furnace filter')
      await expectResultsWithMarks(page, 'furnace filter')
      await expectStripFits(page, width)
      // The page's own form holds the query, under its own landmark name.
      await expect(
        page
          .getByRole('search', { name: 'Search again' })
          .getByRole('searchbox', { name: 'Search the site' }),
      ).toHaveValue('furnace filter')
      await expectNoAxeViolations(page)
    })
  })

  test.describe(`search without JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, pageScripts: false, javaScriptEnabled: false })

    test('is a plain form and a page rendered on the server', async ({ page }) => {
      await page.goto('/')
      await searchFromHeader(page, 'thermostat')
      await expectResultsWithMarks(page, 'thermostat')
      await expectStripFits(page, width)
    })
  })
}

test.describe('the search page', () => {
  test('corrects a misspelling and says so', async ({ page }) => {
    await page.goto('/search?q=furnance')
    await expect(page.getByText('Showing results for furnace.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
    await page.goto('/search?q=thermastat')
    await expect(page.getByText('Showing results for thermostat.')).toBeVisible()
  })

  test('finds a city’s dealers', async ({ page }) => {
    await page.goto('/search?q=dealers+new+york')
    await expect(page.getByRole('link', { name: 'Dealers in New York, NY' })).toHaveAttribute(
      'href',
      '/dealers/ny/new-york/',
    )
  })

  test('asks for words when the query is empty or too long, and says when nothing is found', async ({
    page,
  }) => {
    await page.goto('/search?q=')
    // Scoped to the page's main part: Next's route announcer is an alert too.
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toHaveText('Type a word or two to search for.')
    await expectNoAxeViolations(page)
    await page.goto(`/search?q=${'x'.repeat(101)}`)
    await expect(alert).toHaveText('Search for at most 100 characters.')
    await page.goto('/search?q=qqzzxx')
    await expect(page.getByRole('heading', { level: 2, name: 'No results for “qqzzxx”' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('answers the API with field messages for a bad query', async ({ request }) => {
    const bad = await request.get('/api/v1/search?q=')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({ fields: { q: 'Type a word or two to search for.' } })
    const ok = await request.get('/api/v1/search?q=furnace')
    expect(ok.status()).toBe(200)
    const body = (await ok.json()) as { results: { url: string }[] }
    expect(body.results.length).toBeGreaterThan(0)
  })
})
