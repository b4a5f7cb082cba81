import type { Page } from '@playwright/test'

import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

/**
 * The product navigation blocks on their demo pages: the product hub on /products (jump menu on phones,
 * section links on wide screens), the product-category sidebar on the air-quality pages, the air-quality
 * cards and the light commercial resource tabs.
 */

const HUB = '/products'
const IAQ = '/products/indoor-air-quality'
const CLEAN_EFFECTS = `${IAQ}/air-purification/cleaneffects`
const COMMERCIAL = '/products/light-commercial'
const PAGES = [
  HUB,
  IAQ,
  `${IAQ}/ventilation`,
  `${IAQ}/air-purification`,
  `${IAQ}/humidity-control`,
  CLEAN_EFFECTS,
  `${IAQ}/air-purification/quikbox-air-cleaner`,
  COMMERCIAL,
]

const SECTIONS = [
  'Traditional split systems',
  'Heating and cooling products',
  'Thermostats',
  'Packaged systems',
  'Ductless systems (mini-split)',
  'Indoor air quality',
  'Smart connected features',
  'Light Commercial',
]

const hubNav = (page: Page) => page.getByRole('navigation', { name: 'Product categories' })
const jumpButton = (page: Page) => hubNav(page).getByRole('button', { name: /^Jump to a section/ })
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

test.describe('product hub on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the jump menu starts at Traditional split systems and moves to the section chosen', async ({
    page,
  }) => {
    await page.goto(HUB)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heating and cooling products')
    await expect(page.locator('main section[id] > h2')).toHaveText(SECTIONS)
    const button = jumpButton(page)
    await expect(button).toHaveText('Traditional split systems')
    await expectHydrated(button)

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await hubNav(page).getByRole('link', { name: 'Indoor air quality' }).click()
    await expect(page).toHaveURL(/#indoor-air-quality$/)
    await expect(button).toHaveText('Indoor air quality')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const section = page.locator('section#indoor-air-quality')
    await expect(section).toBeFocused()
    await expect(section.getByRole('heading', { level: 2, name: 'Indoor air quality' })).toBeInViewport()
  })

  test('works from the keyboard, and Escape closes the menu', async ({ page }) => {
    await page.goto(HUB)
    const button = jumpButton(page)
    await expectHydrated(button)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()

    await page.keyboard.press('Enter')
    const light = hubNav(page).getByRole('link', { name: 'Light Commercial' })
    await light.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#light-commercial$/)
    await expect(button).toHaveText('Light Commercial')
    await expect(page.locator('section#light-commercial')).toBeInViewport()
  })

  test('opened at a section’s address, the menu is titled with it', async ({ page }) => {
    await page.goto(`${HUB}#packaged-system`)
    const button = jumpButton(page)
    await expectHydrated(button)
    await expect(button).toHaveText('Packaged systems')
  })
})

test.describe('product hub on a wide screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('lists the sections as links that move to each section', async ({ page }) => {
    await page.goto(HUB)
    await expect(jumpButton(page)).toBeHidden()
    const links = hubNav(page).getByRole('link')
    await expect(links).toHaveText(SECTIONS)
    await hubNav(page).getByRole('link', { name: 'Smart connected features' }).click()
    await expect(page).toHaveURL(/#smart-connected-features$/)
    await expect(
      page.locator('section#smart-connected-features').getByRole('heading', { level: 2 }),
    ).toBeInViewport()
  })
})

for (const width of [375, 1280]) {
  test.describe(`product navigation at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the sidebar marks the current category', async ({ page }) => {
      await page.goto(IAQ)
      const sidebar = page.getByRole('navigation', { name: 'Product categories' })
      await expect(sidebar.getByRole('link')).toHaveCount(12)
      await expect(sidebar.locator('[aria-current]')).toHaveCount(1)
      await expect(sidebar.getByRole('link', { name: 'Indoor air quality' })).toHaveAttribute(
        'aria-current',
        'page',
      )

      await page.goto(CLEAN_EFFECTS)
      await expect(sidebar.locator('[aria-current]')).toHaveCount(1)
      await expect(sidebar.getByRole('link', { name: 'Indoor air quality' })).toHaveAttribute(
        'aria-current',
        'true',
      )

      await page.goto(COMMERCIAL)
      await expect(sidebar.getByRole('link', { name: 'Light commercial' })).toHaveAttribute(
        'aria-current',
        'page',
      )
    })

    test('the air-quality cards show the product figures', async ({ page }) => {
      await page.goto(IAQ)
      await expect(page.getByText('Captures up to 99.98% of particles')).toBeVisible()
      await expect(page.getByText('For homes up to 4,200 or 5,000 sq ft')).toBeVisible()
      await expect(page.getByText('Lasts up to 6 months')).toBeVisible()
    })

    test('the commercial resource tabs switch by mouse and keyboard', async ({ page }) => {
      await page.goto(COMMERCIAL)
      await expect(page.getByText(/Units range from 3 to 25 tons\./)).toBeVisible()
      await expect(page.getByRole('tab')).toHaveText(['Products', 'Planning', 'Service'])
      await expect(tab(page, 'Products')).toHaveAttribute('aria-selected', 'true')
      await expectHydrated(tab(page, 'Planning'))

      await tab(page, 'Planning').click()
      await expect(tab(page, 'Planning')).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Find a contractor' })).toBeVisible()

      await tab(page, 'Products').click()
      await expect(tab(page, 'Products')).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect(tab(page, 'Planning')).toBeFocused()
      await expect(tab(page, 'Planning')).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('End')
      await expect(tab(page, 'Service')).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel').getByRole('link', { name: /maintenance tips/ })).toBeVisible()
      await page.keyboard.press('Home')
      await expect(tab(page, 'Products')).toHaveAttribute('aria-selected', 'true')
    })

    // At 1280 px the sitemap crawl (sitemap-crawl.spec.ts) checks every one of these pages the same way.
    if (width === 375)
      test('every page has one h1 and no axe violations, the hub with its jump menu open', async ({
        page,
      }) => {
        for (const path of PAGES) {
          await page.goto(path)
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
          if (path === HUB) {
            const button = jumpButton(page)
            await expectHydrated(button)
            await button.click()
            await expect(button).toHaveAttribute('aria-expanded', 'true')
          }
          await expectNoAxeViolations(page)
        }
      })
  })
}
