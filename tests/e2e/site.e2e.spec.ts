import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { expectNoAxeViolations, isShown, launchBrowser, newPage } from './browser'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(path: string, width: number): Promise<{ page: Page; status: number | undefined }> {
  const page = await newPage(browser, width)
  const response = await page.goto(baseURL + path)
  return { page, status: response?.status() }
}

describe.each([375, 1280])('at %i px wide', (width) => {
  it('serves the seeded home page with header, footer and a skip link, and no axe violations', async () => {
    const { page, status } = await open('/', width)
    expect(status).toBe(200)
    expect(await isShown(page.getByRole('banner').getByRole('link', { name: 'Alderline' }))).toBe(true)
    expect(await isShown(page.getByRole('contentinfo'))).toBe(true)
    await expect(page.getByRole('link', { name: 'Skip to main content' }).count()).resolves.toBe(1)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await page.close()
  })

  it('serves nested CMS paths', async () => {
    for (const path of ['/products/furnaces', '/resources/troubleshooting/heat-pumps']) {
      const { page, status } = await open(path, width)
      expect(status, path).toBe(200)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      await expectNoAxeViolations(page)
      await page.close()
    }
  })

  it('answers an unknown path with the designed 404 page', async () => {
    const { page, status } = await open('/no/such/page', width)
    expect(status).toBe(404)
    expect(await isShown(page.getByRole('heading', { name: 'Page not found' }))).toBe(true)
    expect(await isShown(page.getByRole('link', { name: 'Go to the home page' }))).toBe(true)
    await expectNoAxeViolations(page)
    await page.close()
  })
})

describe('small-screen menu', () => {
  it('opens and closes from the keyboard', async () => {
    const { page } = await open('/', 375)
    const button = page.getByRole('button', { name: 'Menu' })
    await button.focus()
    await page.keyboard.press('Enter')
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await page.close()
  })
})

describe('for search engines', () => {
  it('lists published pages in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    expect(sitemap).toContain(`${baseURL}/products/furnaces</loc>`)
    expect(sitemap).toContain(`${baseURL}/resources/troubleshooting/heat-pumps</loc>`)
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(robots).toContain('Disallow: /admin')
  })
})

describe('response headers', () => {
  it('ask no client hints on public pages, so the first visit is not requested twice', async () => {
    const home = await fetch(`${baseURL}/`)
    expect(home.headers.get('critical-ch')).toBeNull()
    expect(home.headers.get('accept-ch')).toBeNull()
    const admin = await fetch(`${baseURL}/admin/login`)
    expect(admin.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('carry the baseline security headers on pages and the API', async () => {
    for (const path of ['/', '/api/v1/dealers/locations?brand=ALD&zipcode=10001']) {
      const res = await fetch(baseURL + path)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    }
  })
})
