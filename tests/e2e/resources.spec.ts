import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

const PATH = '/resources/dealer-resources/'
const SECTIONS = [
  ['Air Coil', 'coils'],
  ['Air Conditioners', 'air-conditioners'],
  ['Air Handlers', 'air-handlers'],
  ['Ductless Systems', 'ductless-systems'],
  ['Furnaces', 'furnaces'],
  ['Heat Pumps', 'heat-pumps'],
  ['Packaged Units', 'packaged-systems'],
] as const

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const shownPanel = (page: Page) => page.getByRole('tabpanel')

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
}

/** Fetches each address as the page's browser would and returns the bodies, checking status and type. */
async function fetchAll(request: APIRequestContext, urls: string[], contentType: string): Promise<Buffer[]> {
  const bodies: Buffer[] = []
  for (const url of urls) {
    const res = await request.get(url)
    expect([url, res.status()]).toEqual([url, 200])
    expect([url, res.headers()['content-type']?.split(';')[0]]).toEqual([url, contentType])
    bodies.push(await res.body())
  }
  return bodies
}

test.describe('dealer resources', () => {
  test('starts on Resources: sell sheets that download as PDFs, no axe violations', async ({ page }) => {
    await page.goto(PATH)
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer resources' })).toBeVisible()
    await expect(page.getByRole('tablist')).toBeVisible()
    await expect(page.getByRole('tab')).toHaveText(['Resources', 'Technical Docs', 'Product Images'])
    await expect(tab(page, 'Resources')).toHaveAttribute('aria-selected', 'true')
    const sheets = shownPanel(page).getByRole('link', { name: /sell sheet/ })
    await expect(sheets).toHaveCount(14)
    const bodies = await fetchAll(page.request, await hrefs(sheets), 'application/pdf')
    expect(bodies.every((b) => b.subarray(0, 5).toString() === '%PDF-')).toBe(true)
    await expectNoAxeViolations(page)
  })

  test('switches tabs with the mouse and with the arrow, Home and End keys', async ({ page }) => {
    await page.goto(PATH)
    await tab(page, 'Technical Docs').click()
    await expect(tab(page, 'Technical Docs')).toHaveAttribute('aria-selected', 'true')
    await expect(shownPanel(page).getByRole('heading', { level: 3, name: 'Furnaces' })).toBeVisible()

    await tab(page, 'Resources').click()
    await expect(tab(page, 'Resources')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Technical Docs')).toBeFocused()
    await expect(tab(page, 'Technical Docs')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tab(page, 'Product Images')).toHaveAttribute('aria-selected', 'true')
    await expect(shownPanel(page).getByRole('heading', { level: 3, name: 'Product images' })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Resources')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(tab(page, 'Product Images')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab(page, 'Resources')).toBeFocused()
    await expect(tab(page, 'Resources')).toHaveAttribute('aria-selected', 'true')
    // Tab leaves the tab list for the shown panel, not the other tabs.
    await page.keyboard.press('Tab')
    await expect(shownPanel(page)).toBeFocused()
  })

  test('Technical Docs: the seven sections with their anchors, every PDF downloadable', async ({ page }) => {
    await page.goto(PATH)
    await tab(page, 'Technical Docs').click()
    const panel = shownPanel(page)
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(SECTIONS.map(([title]) => title))
    for (const [title, id] of SECTIONS) {
      await expect(panel.locator(`section#${id}`).getByRole('heading', { level: 3 })).toHaveText(title)
      await expect(panel.locator(`section#${id}`).getByRole('heading', { level: 4 })).toHaveCount(2)
    }
    const documents = panel.locator('section').getByRole('link')
    await expect(documents).toHaveCount(28)
    await fetchAll(page.request, await hrefs(documents), 'application/pdf')
    await expectNoAxeViolations(page)
  })

  test('a link to a section opens Technical Docs there', async ({ page }) => {
    await page.goto(`${PATH}#heat-pumps`)
    await expect(tab(page, 'Technical Docs')).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('section#heat-pumps')).toBeInViewport()
  })

  test('Product Images: 18 images with alt text, each downloading a 600 × 600 PNG', async ({ page }) => {
    await page.goto(PATH)
    await tab(page, 'Product Images').click()
    const panel = shownPanel(page)
    const images = panel.getByRole('img')
    await expect(images).toHaveCount(18)
    const alts = await images.evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''))
    expect(alts.every((alt) => /demo product image$/.test(alt))).toBe(true)
    const downloads = panel.getByRole('link', { name: /^Download PNG/ })
    await expect(downloads).toHaveCount(18)
    const names = await downloads.evaluateAll((els) => els.map((el) => el.getAttribute('download')))
    expect(names.every((name) => name?.endsWith('.png'))).toBe(true)
    for (const png of await fetchAll(page.request, await hrefs(downloads), 'image/png')) {
      // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 600])
    }
    // The first image has loaded (it lazy-loads once its tab shows).
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await expectNoAxeViolations(page)
  })
})
