import type { APIRequestContext } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

/** The crawl is split so both workers share it; each part takes every PARTS-th path of the sitemap. */
const PARTS = 6

/**
 * Every path the sitemap lists, but the pages other specs create while this one runs (under /e2e/, in any
 * language), which are theirs to check.
 */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const xml = await res.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => !/^(\/es|\/fr)?\/e2e\//.test(path))
}

test.describe('every page in the sitemap', () => {
  test('the sitemap lists the demo site', async ({ request }) => {
    const paths = await sitemapPaths(request)
    // The seed writes the home page and the product, guidance and resource pages of the demo site.
    expect(paths).toContain('/')
    expect(paths.length).toBeGreaterThan(40)
  })

  for (let part = 0; part < PARTS; part++) {
    test(`answers 200 with one h1, a title, a description, no console error and no axe violation (part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      test.slow()
      const paths = (await sitemapPaths(request)).filter((_, i) => i % PARTS === part)
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
      for (const path of paths) {
        await test.step(path, async () => {
          const response = await page.goto(path, { waitUntil: 'load' })
          expect(response?.status(), path).toBe(200)
          await expect(page.locator('h1'), path).toHaveCount(1)
          expect((await page.title()).trim(), path).not.toBe('')
          // A page without one fails here at once, naming the page, rather than waiting out the test.
          await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S/)
          await expectNoAxeViolations(page)
        })
      }
      expect(errors).toEqual([])
    })
  }
})
