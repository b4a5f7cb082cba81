import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

const TROUBLESHOOTING = '/resources/troubleshooting'
const TIPS = '/resources/maintenance-tips'

// content-and-blocks.md §2, in its order.
const TROUBLESHOOTING_SLUGS = [
  'air-conditioners',
  'gas-furnaces',
  'air-handlers',
  'heat-pumps',
  'oil-furnaces',
  'ductless-systems',
  'air-quality',
  'packaged-systems',
  'thermostat-controls',
  'coils',
]
const TIP_SLUGS = [
  'air-conditioners',
  'gas-furnaces',
  'heat-pumps',
  'air-handlers',
  'oil-furnaces',
  'ductless-systems',
  'air-quality',
  'packaged-systems',
  'clean-or-change-filter',
  'coils',
]

const hrefsIn = (page: Page, regionName: string) =>
  page
    .getByRole('region', { name: regionName })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))

/** Visits each address and expects a 200 answer with exactly one h1. */
async function expectPagesWithOneH1(page: Page, hrefs: (string | null)[]) {
  for (const href of hrefs) {
    expect(href).toBeTruthy()
    const response = await page.goto(href!)
    expect(response?.status(), href!).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), href!).toHaveCount(1)
  }
}

test.describe('common-issues help', () => {
  test('opens and closes a common issue with the mouse and the keyboard', async ({ page }) => {
    await page.goto(`${TROUBLESHOOTING}/gas-furnaces`)
    const issues = page.getByRole('region', { name: 'Common gas furnace issues' })
    // `has` is matched inside each <details>, so it names the summary from there.
    const details = issues.locator('details', {
      has: page.locator('summary', { hasText: 'The furnace will not start' }),
    })
    const problem = details.locator('summary')
    const answer = details.getByText(/Find the furnace service switch/)
    await expect(answer).toBeHidden()

    await problem.click()
    await expect(answer).toBeVisible()
    await expect(details).toHaveJSProperty('open', true)
    await problem.click()
    await expect(answer).toBeHidden()

    await problem.focus()
    await expect(problem).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await expect(details).toHaveJSProperty('open', true)
    await page.keyboard.press('Space')
    await expect(answer).toBeHidden()
    await expect(details).toHaveJSProperty('open', false)

    // Tab moves on to the next problem, which opens from the keyboard too.
    await page.keyboard.press('Tab')
    const next = issues.locator('summary').nth(1)
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(issues.locator('details').nth(1)).toHaveJSProperty('open', true)
  })

  test('tells when to call a dealer and links to the dealer finder', async ({ page }) => {
    await page.goto(`${TROUBLESHOOTING}/gas-furnaces`)
    const issues = page.getByRole('region', { name: 'Common gas furnace issues' })
    await expect(issues.getByRole('heading', { level: 3, name: 'Call a dealer when' })).toBeVisible()
    await expect(issues.getByText(/You smell gas: leave the house first/)).toBeVisible()
    await expect(issues.getByRole('link', { name: 'Find a dealer near you' })).toHaveAttribute(
      'href',
      '/find-a-dealer/',
    )
    // The tune-up invitation every troubleshooting page places (a reusable section, edited once).
    await expect(
      page.getByRole('heading', { level: 2, name: 'Fewer breakdowns start with a yearly tune-up' }),
    ).toBeVisible()
  })
})

test.describe('troubleshooting and maintenance grids', () => {
  test('the troubleshooting grid links to every troubleshooting page, each with one h1', async ({ page }) => {
    test.slow()
    await page.goto(TROUBLESHOOTING)
    const hrefs = await hrefsIn(page, 'Choose your system')
    expect(hrefs).toEqual(TROUBLESHOOTING_SLUGS.map((slug) => `${TROUBLESHOOTING}/${slug}`))
    await expectPagesWithOneH1(page, hrefs)
  })

  test('the maintenance grid links to every maintenance tip page, each with one h1', async ({ page }) => {
    test.slow()
    await page.goto(TIPS)
    const hrefs = await hrefsIn(page, 'Choose your system')
    expect(hrefs).toEqual(TIP_SLUGS.map((slug) => `${TIPS}/${slug}`))
    await expectPagesWithOneH1(page, hrefs)
  })

  test('a troubleshooting page links to the other nine, not to itself', async ({ page }) => {
    await page.goto(`${TROUBLESHOOTING}/coils`)
    const hrefs = await hrefsIn(page, 'Troubleshooting for other systems')
    expect(hrefs).toEqual(
      TROUBLESHOOTING_SLUGS.filter((slug) => slug !== 'coils').map((slug) => `${TROUBLESHOOTING}/${slug}`),
    )
  })

  test('a new maintenance page links to the other maintenance pages', async ({ page }) => {
    await page.goto(`${TIPS}/clean-or-change-filter`)
    const hrefs = await hrefsIn(page, 'More maintenance tips')
    expect(hrefs).toEqual(
      TIP_SLUGS.filter((slug) => slug !== 'clean-or-change-filter').map((slug) => `${TIPS}/${slug}`),
    )
  })
})

test.describe('accessibility', () => {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px wide`, () => {
      test.use({ viewport: { width, height: 900 } })

      test('the troubleshooting index has no axe violations', async ({ page }) => {
        await page.goto(TROUBLESHOOTING)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expectNoAxeViolations(page)
      })

      test('a troubleshooting page with an issue open has no axe violations', async ({ page }) => {
        await page.goto(`${TROUBLESHOOTING}/heat-pumps`)
        await expect(page.getByRole('heading', { level: 1, name: 'Heat pump troubleshooting' })).toBeVisible()
        const issues = page.getByRole('region', { name: 'Common heat pump issues' })
        await issues.locator('summary').first().click()
        await expect(issues.locator('details').first()).toHaveJSProperty('open', true)
        await expectNoAxeViolations(page)
      })

      test('the maintenance index and a new maintenance page have no axe violations', async ({ page }) => {
        for (const path of [TIPS, `${TIPS}/clean-or-change-filter`]) {
          await page.goto(path)
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
          await expectNoAxeViolations(page)
        }
      })
    })
  }
})
