import type { Locator, Page } from '@playwright/test'

import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

const AIR_CONDITIONERS = '/products/air-conditioners'
const HEAT_PUMPS = '/products/heat-pumps'
const COST_TOGGLE = 'What the installation cost includes'

/** The product pages this area seeds (content-and-blocks.md §2). */
const PRODUCT_PAGES = [
  AIR_CONDITIONERS,
  '/products/furnaces',
  HEAT_PUMPS,
  '/products/air-handlers',
  '/products/coils',
  '/products/coils/comfort-coil',
  '/products/coils/platinum-indoor-coil',
  '/products/thermostat-controls/smart-thermostats',
  '/products/thermostat-controls/traditional-thermostats',
  '/products/zoning',
  '/products/packaged-system/gas-electric-packaged-systems',
  '/products/packaged-system/heat-pump-packaged-systems',
  '/products/packaged-system/air-conditioner-packaged-systems',
  '/products/packaged-system/hybrid-comfort-systems',
  '/products/ductless/single-zone',
  '/products/ductless/multi-zone',
]

const comparison = (page: Page) => page.getByRole('region', { name: 'Compare demo air conditioners' })

/**
 * A product's name as the layout of this width shows it: a column header of the table from 1024 px, the
 * heading of its card below. Hidden elements are not matched, so the other layout never counts.
 */
const productName = (panel: Locator, width: number, name: string) =>
  width >= 1024
    ? panel.getByRole('columnheader', { name, exact: true })
    : panel.getByRole('heading', { level: 3, name, exact: true })

/** The name of a row (such as the efficiency row) where it is shown at this width. */
const rowName = (panel: Locator, label: string) =>
  panel.getByText(label, { exact: true }).filter({ visible: true })

for (const width of [375, 1280]) {
  test.describe(`product content at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the comparison starts on Air Conditioner and switches products and the efficiency label with the type', async ({
      page,
    }) => {
      await page.goto(AIR_CONDITIONERS)
      const section = comparison(page)
      const menu = section.getByRole('tablist', { name: 'Product type' })
      await expect(menu.getByRole('tab')).toHaveText(['Air Conditioner', 'Heat Pump'])
      await expect(menu.getByRole('tab', { name: 'Air Conditioner' })).toHaveAttribute(
        'aria-selected',
        'true',
      )

      const panel = section.getByRole('tabpanel')
      for (const name of ['Demo AC 14', 'Demo AC 16', 'Demo AC 20'])
        await expect(productName(panel, width, name)).toBeVisible()
      await expect(rowName(panel, 'SEER').first()).toBeVisible()
      await expect(panel.getByRole('table')).toHaveCount(width >= 1024 ? 1 : 0)

      const heatPump = menu.getByRole('tab', { name: 'Heat Pump' })
      await expectHydrated(heatPump)
      await heatPump.click()
      await expect(heatPump).toHaveAttribute('aria-selected', 'true')
      await expect(productName(panel, width, 'Demo HP 15')).toBeVisible()
      await expect(productName(panel, width, 'Demo AC 16')).toHaveCount(0)
      await expect(rowName(panel, 'HSPF').first()).toBeVisible()
      await expect(rowName(panel, 'SEER')).toHaveCount(0)
    })

    test('the installation-cost toggle for this width opens what the cost includes', async ({ page }) => {
      await page.goto(AIR_CONDITIONERS)
      const panel = comparison(page).getByRole('tabpanel')
      // One toggle sits under the cards on small screens, the other under the table on wide ones: one shows.
      const toggle = panel.getByRole('button', { name: COST_TOGGLE })
      await expect(toggle).toHaveCount(1)
      await expect(panel.getByRole('table')).toHaveCount(width >= 1024 ? 1 : 0)

      await expectHydrated(toggle)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      await expect(details).toBeHidden()
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(details).toBeVisible()
      await expect(details).toContainText('start at $5,400 before tax')
      await expect(details).toContainText('$3,000 to $10,000')
      await expectNoAxeViolations(page)
    })

    test('the product selector shows the chosen item’s details', async ({ page }) => {
      await page.goto(HEAT_PUMPS)
      const section = page.getByRole('region', { name: 'Which heat pump setup suits your home?' })
      const first = section.getByRole('tab', { name: 'Lowest price' })
      await expect(first).toHaveAttribute('aria-selected', 'true')
      const shown = section.getByRole('tabpanel')
      await expect(shown.getByRole('heading', { level: 3 })).toHaveText('Lowest price')
      await expect(shown.getByRole('link', { name: 'About air handlers' })).toHaveAttribute(
        'href',
        '/products/air-handlers',
      )

      const quiet = section.getByRole('tab', { name: 'Quietest comfort' })
      await expectHydrated(quiet)
      await quiet.click()
      await expect(quiet).toHaveAttribute('aria-selected', 'true')
      await expect(shown.getByRole('heading', { level: 3 })).toHaveText('Quietest comfort')
      await expect(shown).toContainText('Energy savings of up to 50% against a 10 SEER unit')
      await expect(shown.getByRole('link', { name: 'Pair it with a smart thermostat' })).toHaveAttribute(
        'href',
        '/products/thermostat-controls/smart-thermostats',
      )

      // The keyboard walks the choices like tabs.
      await quiet.focus()
      await page.keyboard.press('ArrowRight')
      const cold = section.getByRole('tab', { name: 'Cold winters' })
      await expect(cold).toBeFocused()
      await expect(cold).toHaveAttribute('aria-selected', 'true')
      await expect(shown.getByRole('heading', { level: 3 })).toHaveText('Cold winters')
      await expectNoAxeViolations(page)
    })

    // At 1280 px the sitemap crawl (sitemap-crawl.spec.ts) checks every one of these pages the same way.
    if (width === 375)
      test('every product page answers with one h1 and no axe violations', async ({ page }) => {
        test.slow()
        for (const path of PRODUCT_PAGES) {
          await test.step(path, async () => {
            const response = await page.goto(path)
            expect(response?.status(), path).toBe(200)
            await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
            await expectNoAxeViolations(page)
          })
        }
      })
  })
}
