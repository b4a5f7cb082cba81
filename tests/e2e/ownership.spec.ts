import type { Page } from '@playwright/test'

import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

const DOCUMENTS = '/resources/documents'
const tabsRegion = (page: Page) => page.getByRole('region', { name: 'Owner documents and resources' })
const tab = (page: Page, name: string) => tabsRegion(page).getByRole('tab', { name, exact: true })

test.describe('pricing guide', () => {
  test('shows the starting prices, the ductwork range and the types of warranties', async ({ page }) => {
    expect((await page.goto('/pricing'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1, name: 'What a new system costs' })).toBeVisible()
    const prices = page.getByRole('region', { name: 'Starting prices, installed' })
    const cards = prices.getByRole('listitem')
    await expect(cards).toHaveCount(4)
    for (const [product, price] of [
      ['Air conditioner', '$5,400'],
      ['Gas furnace (80% and 90%)', '$3,400'],
      ['Heat pump', '$5,800'],
      ['Air handler', '$3,600'],
    ] as const) {
      const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: product, exact: true }) })
      await expect(card.getByText(price, { exact: true })).toBeVisible()
    }
    await expect(prices.getByText('$3,000 to $10,000')).toBeVisible()
    const warranties = page.getByRole('region', { name: 'Types of warranties' })
    await expect(warranties.getByRole('heading', { level: 3 })).toHaveText([
      'Base limited warranty',
      'Registered limited warranty',
      'Extended warranty',
    ])
    await expect(warranties.getByText('Usually 10 years')).toBeVisible()
  })
})

test.describe('leasing page', () => {
  test('lists the three leasing steps in order', async ({ page }) => {
    await page.goto('/pricing/leasing/')
    const steps = page.getByRole('region', { name: 'How does leasing work?' })
    await expect(steps.locator('ol > li')).toHaveCount(3)
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Apply with a dealer',
      'Choose your system',
      'Pay monthly',
    ])
    await expect(steps.getByText(/financing partner runs a credit check/)).toBeVisible()
    await expect(steps.getByText(/repairs, maintenance and filters included/)).toBeVisible()
  })
})

test.describe('document tabs', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('start on Resources, though it is not the first tab', async ({ page }) => {
    expect((await page.goto(DOCUMENTS))?.status()).toBe(200)
    await expect(tabsRegion(page).getByRole('tab')).toHaveText([
      'Owner’s manuals',
      'Resources',
      'Warranty',
      'Labels',
    ])
    await expect(tab(page, 'Resources')).toHaveAttribute('aria-selected', 'true')
    const panel = tabsRegion(page).getByRole('tabpanel')
    await expect(panel.getByRole('heading', { level: 3, name: 'Air filters' })).toBeVisible()
  })

  test('switch with the mouse', async ({ page }) => {
    await page.goto(DOCUMENTS)
    await expectHydrated(tab(page, 'Warranty'))
    await tab(page, 'Warranty').click()
    await expect(tab(page, 'Warranty')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'Resources')).toHaveAttribute('aria-selected', 'false')
    await expect(
      tabsRegion(page)
        .getByRole('tabpanel')
        .getByText(/usually 10 years on parts/),
    ).toBeVisible()
    await tab(page, 'Labels').click()
    await expect(tabsRegion(page).getByRole('tabpanel').getByRole('img')).toHaveCount(3)
  })

  test('switch with the arrow, Home and End keys', async ({ page }) => {
    await page.goto(DOCUMENTS)
    const resources = tab(page, 'Resources')
    await expectHydrated(resources)
    await resources.focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Warranty')).toBeFocused()
    await expect(tab(page, 'Warranty')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tab(page, 'Labels')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(tab(page, 'Owner’s manuals')).toBeFocused()
    await expect(tab(page, 'Owner’s manuals')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(tab(page, 'Labels')).toHaveAttribute('aria-selected', 'true')
  })

  test('list the energy guides from the product data', async ({ page }) => {
    await page.goto(DOCUMENTS)
    const guides = page.getByRole('region', { name: 'Energy guides' })
    await expect(guides.getByRole('heading', { level: 3, name: 'Furnaces' })).toBeVisible()
    const links = guides.getByRole('link', { name: /energy guide/ })
    expect(await links.count()).toBeGreaterThan(0)
    await expect(links.first()).toHaveAttribute('href', /^\/api\/documents\/file\/.+\.pdf$/)
  })
})

test.describe('customer service phone card', () => {
  test('calls the site’s number through a tel: link', async ({ page }) => {
    await page.goto(DOCUMENTS)
    const card = page.getByRole('region', { name: 'Call customer service' })
    await expect(card.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:18005550142',
    )
    await expect(card.getByRole('list', { name: 'Hours' })).toContainText('Mon-Fri 8am-6pm CST')
  })
})

// At 1280 px the sitemap crawl (sitemap-crawl.spec.ts) checks every one of these pages the same way.
for (const width of [375]) {
  test.describe(`ownership pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('have one h1 and no axe violations', async ({ page }) => {
      for (const path of [
        '/pricing',
        '/pricing/leasing',
        '/resources/home-app',
        '/resources/home-app/diagnostics',
        '/resources/tax-credits',
        DOCUMENTS,
      ]) {
        expect((await page.goto(path))?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
        await expectNoAxeViolations(page)
      }
    })
  })
}
