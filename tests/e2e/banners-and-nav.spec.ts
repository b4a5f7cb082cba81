import type { Page } from '@playwright/test'

import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

const BUILD_PAGE = '/resources/build-your-own-system'
const TIPS = '/resources/maintenance-tips'

const pageNav = (page: Page) => page.getByRole('navigation', { name: 'Maintenance tips' })

type Shift = { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }

/** The layout shifts of the page's own content (its <article>) since it started loading, summed. */
function articleShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as unknown as Shift[]
    observer.disconnect()
    const inArticle = (node: Node | null) => Boolean(node?.parentElement?.closest('article'))
    return entries
      .filter((e) => !e.hadRecentInput && e.sources.some((source) => inArticle(source.node)))
      .reduce((sum, e) => sum + e.value, 0)
  })
}

test.describe('page navigation at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('marks the page being shown in the row of pages', async ({ page }) => {
    await page.goto(`${TIPS}/gas-furnaces`)
    const current = pageNav(page).locator('a[aria-current="page"]:visible')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText('Gas furnaces')
    await expect(current).toHaveAttribute('href', `${TIPS}/gas-furnaces`)
    await expect(pageNav(page).getByRole('link')).toHaveText([
      'Air conditioners',
      'Gas furnaces',
      'Heat pumps',
    ])
  })
})

test.describe('page navigation at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('titles the dropdown Page not found on a page it does not list', async ({ page }) => {
    await page.goto(BUILD_PAGE)
    await expect(pageNav(page).getByRole('button')).toHaveText('Page not found')
    await expect(pageNav(page).locator('[aria-current]')).toHaveCount(0)
  })

  test('opens, walks and closes the dropdown from the keyboard', async ({ page }) => {
    await page.goto(`${TIPS}/heat-pumps`)
    const button = pageNav(page).getByRole('button', { name: 'Heat pumps' })
    await expectHydrated(button)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const links = pageNav(page).getByRole('link')
    await expect(links).toHaveText(['Air conditioners', 'Gas furnaces', 'Heat pumps'])
    await expect(pageNav(page).getByRole('link', { name: 'Heat pumps' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await page.keyboard.press('Tab')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await expect(links).toHaveCount(0)

    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${TIPS}/gas-furnaces/?$`))
    await expect(pageNav(page).getByRole('button')).toHaveText('Gas furnaces')
  })
})

test.describe('banners', () => {
  test('a closed banner stays closed after a reload, without appearing first', async ({ page }) => {
    await page.goto(BUILD_PAGE)
    const banner = page.getByRole('region', { name: 'Announcement' })
    await expect(banner).toContainText('spring tune-up')
    const close = banner.getByRole('button', { name: 'Close banner' })
    await expectHydrated(close)
    await close.click()
    await expect(banner).toHaveCount(0)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Build your own system' })).toBeVisible()
    await expect(page.locator('[data-banner-key]')).toBeHidden()
    await expect(banner).toHaveCount(0)
    // Hidden by the rule written before the banner was parsed, so the content below it never moved.
    const hidingRules = await page.evaluate(
      () =>
        [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('data-banner-key'))
          .length,
    )
    expect(hidingRules).toBe(1)
    expect(await articleShiftTotal(page)).toBe(0)
  })

  test('shows the need-help line in English, Spanish and French, each calling customer service', async ({
    page,
  }) => {
    await page.goto(BUILD_PAGE)
    for (const [lang, text] of [
      ['en', 'Need help? Call customer service'],
      ['es', '¿Necesita ayuda? Llame a servicio al cliente'],
      ['fr', 'Besoin d’aide? Appelez le service à la clientèle'],
    ]) {
      const banner = page.locator(`main [lang="${lang}"]`)
      await expect(banner).toContainText(text!)
      await expect(banner.getByRole('link')).toHaveAttribute('href', /^tel:\d{10,11}$/)
    }
  })
})

test.describe('sticky call to action', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('is fixed at the bottom, settles into the page at its place, and fixes again above it', async ({
    page,
  }) => {
    await page.goto(`${TIPS}/air-conditioners`)
    const place = page.locator('[data-sticky-cta]')
    const bar = place.locator(':scope > div')
    const link = place.getByRole('link', { name: 'Build your own system' })
    await expect(link).toHaveAttribute('href', '/resources/build-your-own-system/')
    await expect(place).toHaveAttribute('data-sticky-cta', 'fixed')
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    const box = (await bar.boundingBox())!
    expect(Math.round(box.y + box.height)).toBe(800)
    expect([Math.round(box.x), Math.round(box.width)], 'across the whole window').toEqual([0, 375])
    // Its place in the page keeps the bar's height while the bar is fixed elsewhere, so nothing moves.
    expect(Math.round((await place.boundingBox())!.height)).toBe(72)
    // While fixed, the page has room at its end for the bar.
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('72px')

    // The watch starts 2 s after load; the assertion waits for it.
    await place.scrollIntoViewIfNeeded()
    await expect(place).toHaveAttribute('data-sticky-cta', 'relative', { timeout: 10_000 })
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('relative')
    expect(Math.round((await place.boundingBox())!.height)).toBe(72)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(place).toHaveAttribute('data-sticky-cta', 'fixed')
  })

  test('leaves the ratings place empty and loads no widget script by default', async ({ page }) => {
    await page.goto(`${TIPS}/heat-pumps`)
    await expect(page.locator('[data-product-id="ALD-HP16-DEMO"]')).toBeAttached()
    await expect(page.locator('[data-product-id="ALD-HP16-DEMO"]')).toBeHidden()
    await expect(page.locator('[data-product-id] script, script#ratings-widget')).toHaveCount(0)
  })
})

for (const width of [375, 1280]) {
  test.describe(`banners and page navigation at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('have no axe violations', async ({ page }) => {
      for (const path of [BUILD_PAGE, `${TIPS}/gas-furnaces`]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
        if (width === 375) {
          const button = pageNav(page).getByRole('button')
          await expectHydrated(button)
          await button.click()
          await expect(button).toHaveAttribute('aria-expanded', 'true')
        }
        await expectNoAxeViolations(page)
      }
    })
  })
}
