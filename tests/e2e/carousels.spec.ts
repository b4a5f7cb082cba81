import type { Locator, Page } from '@playwright/test'

import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'

/** The seeded about page: a tabs-to-slider, a global slider of product lines and a quote slider. */
const ABOUT = '/about'

const carousel = (page: Page, name: string) => page.getByRole('region', { name })
const currentDot = (region: Locator) => region.locator('button[aria-current="true"]')

/** Drags a carousel's track horizontally by `dx` pixels with the mouse, in small steps, and lets go. */
async function drag(page: Page, region: Locator, dx: number) {
  const viewport = region.locator('[data-carousel-viewport]')
  await viewport.scrollIntoViewIfNeeded()
  const box = (await viewport.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + Math.min(60, box.height / 2)
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y)
  await page.mouse.up()
}

/**
 * Opens the page with the browser's timers under the test's control: time flows while the page loads, then
 * stops. Hovering `restart` and moving away restarts its automatic timer, so it runs from the paused moment.
 */
async function openWithClock(page: Page, hydrated: Locator, restart: Locator): Promise<void> {
  await page.clock.install()
  await page.goto(ABOUT)
  await expectHydrated(hydrated)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await restart.hover()
  await page.mouse.move(0, 0)
}

test.describe('carousels at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the quote slider wraps at both ends', async ({ page }) => {
    await page.goto(ABOUT)
    const quotes = carousel(page, 'Homeowner stories')
    const next = quotes.getByRole('button', { name: 'Next slide' })
    const prev = quotes.getByRole('button', { name: 'Previous slide' })
    await expectHydrated(next)
    await expect(currentDot(quotes)).toHaveAccessibleName('Go to slide 1')
    await prev.click()
    await expect(currentDot(quotes)).toHaveAccessibleName('Go to slide 3')
    await next.click()
    await expect(currentDot(quotes)).toHaveAccessibleName('Go to slide 1')
  })

  test('a drag of 4 px does nothing; one of 6 px or more moves one slide', async ({ page }) => {
    await page.goto(ABOUT)
    const quotes = carousel(page, 'Homeowner stories')
    await expectHydrated(quotes)
    await drag(page, quotes, -4)
    await expect(currentDot(quotes)).toHaveAccessibleName('Go to slide 1')
    await drag(page, quotes, -8)
    await expect(currentDot(quotes)).toHaveAccessibleName('Go to slide 2')
    await drag(page, quotes, 8)
    await expect(currentDot(quotes)).toHaveAccessibleName('Go to slide 1')
  })

  test('the tabs-to-slider is a slider under its heading that moves every 6 seconds', async ({ page }) => {
    const why = carousel(page, 'Why choose Alderline?')
    await openWithClock(page, why, why.locator('[data-carousel-viewport]'))
    await expect(page.getByRole('heading', { level: 2, name: 'Why choose Alderline?' })).toBeVisible()
    await expect(page.getByText('Loading the slider')).toBeHidden()
    await expect(page.getByRole('tablist')).toBeHidden()
    await expect(currentDot(why)).toHaveAccessibleName('Go to slide 1')
    await page.clock.runFor(5_900)
    await expect(currentDot(why)).toHaveAccessibleName('Go to slide 1')
    await page.clock.runFor(200)
    await expect(currentDot(why)).toHaveAccessibleName('Go to slide 2')
    await why.getByRole('button', { name: 'Stop automatic slides' }).click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(20_000)
    await expect(currentDot(why)).toHaveAccessibleName('Go to slide 2')
    await expect(why.getByRole('button', { name: 'Start automatic slides' })).toBeVisible()
  })

  test('nothing moves by itself for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const why = carousel(page, 'Why choose Alderline?')
    await openWithClock(page, why, why.locator('[data-carousel-viewport]'))
    await page.clock.runFor(20_000)
    await expect(currentDot(why)).toHaveAccessibleName('Go to slide 1')
    await expect(page.getByRole('button', { name: /automatic slides/ })).toHaveCount(0)
  })

  test('the product slider stops at its ends on phones and hides the arrow there', async ({ page }) => {
    await page.goto(ABOUT)
    const products = carousel(page, 'Our product lines')
    const next = products.getByRole('button', { name: 'Next slide' })
    const prev = products.getByRole('button', { name: 'Previous slide' })
    await expectHydrated(next)
    await expect(prev).toBeHidden()
    await expect(next).toBeVisible()
    for (let i = 2; i <= 5; i++) {
      await next.click()
      await expect(currentDot(products)).toHaveAccessibleName(`Go to slide ${i}`)
    }
    await expect(next).toBeHidden()
    await expect(prev).toBeVisible()
  })

  test('has no axe violations', async ({ page }) => {
    await page.goto(ABOUT)
    await expectHydrated(carousel(page, 'Homeowner stories'))
    await expectNoAxeViolations(page)
  })
})

test.describe('carousels at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the tabs-to-slider shows tabs that work with the mouse and the keyboard', async ({ page }) => {
    await page.goto(ABOUT)
    const tablist = page.getByRole('tablist', { name: 'Why choose Alderline?' })
    const first = tablist.getByRole('tab', { name: 'Tested before it ships' })
    await expectHydrated(first)
    // Focus inside the tabs pauses their automatic moves, so nothing changes under the test.
    await first.click()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('test stand at the factory')
    await tablist.getByRole('tab', { name: 'Dealers near you' }).click()
    await expect(page.getByRole('tabpanel')).toContainText('Independent local dealers')
    await page.keyboard.press('ArrowDown')
    await expect(tablist.getByRole('tab', { name: 'Filters that last' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(first).toBeFocused()
  })

  test('the tabs move on every 6 seconds, from the last back to the first', async ({ page }) => {
    const tablist = page.getByRole('tablist', { name: 'Why choose Alderline?' })
    await openWithClock(page, tablist.getByRole('tab').first(), tablist)
    const selected = tablist.getByRole('tab', { selected: true })
    await expect(selected).toHaveText('Tested before it ships')
    await page.clock.runFor(5_900)
    await expect(selected).toHaveText('Tested before it ships')
    // Each move restarts the timer once the page has drawn it, so each step is run and checked on its own.
    for (const next of [
      'Quiet, even comfort',
      'Dealers near you',
      'Filters that last',
      'Tested before it ships',
    ]) {
      await page.clock.runFor(6_200)
      await expect(selected).toHaveText(next)
    }
  })

  test('the product slider shows three cards, wraps, and moves every 10 seconds until stopped', async ({
    page,
  }) => {
    const products = carousel(page, 'Our product lines')
    await openWithClock(page, products, products.locator('[data-carousel-viewport]'))
    await expect(products.getByRole('heading', { level: 3, name: 'Gas furnaces' })).toBeVisible()
    await expect(products.getByRole('heading', { level: 3, name: 'Air conditioners' })).toBeVisible()
    await expect(currentDot(products)).toHaveAccessibleName('Go to slide 1')
    // A configured delay of 0 means 10 seconds.
    await page.clock.runFor(9_800)
    await expect(currentDot(products)).toHaveAccessibleName('Go to slide 1')
    await page.clock.runFor(400)
    await expect(currentDot(products)).toHaveAccessibleName('Go to slide 2')
    await products.getByRole('button', { name: 'Stop automatic slides' }).click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(30_000)
    await expect(currentDot(products)).toHaveAccessibleName('Go to slide 2')
    const prev = products.getByRole('button', { name: 'Previous slide' })
    await prev.click()
    await prev.click()
    await expect(currentDot(products)).toHaveAccessibleName('Go to slide 5')
    await products.getByRole('button', { name: 'Next slide' }).click()
    await expect(currentDot(products)).toHaveAccessibleName('Go to slide 1')
  })

  test('nothing moves by itself for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const products = carousel(page, 'Our product lines')
    await openWithClock(page, products, products.locator('[data-carousel-viewport]'))
    await page.clock.runFor(30_000)
    await expect(currentDot(products)).toHaveAccessibleName('Go to slide 1')
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Tested before it ships')
    await expect(page.getByRole('button', { name: /automatic slides/ })).toHaveCount(0)
  })

  test('has no axe violations', async ({ page }) => {
    await page.goto(ABOUT)
    await expectHydrated(carousel(page, 'Our product lines'))
    await expectNoAxeViolations(page)
  })
})

test.describe('slide pictures', () => {
  /** Each carousel picture's loading attribute, in page order. */
  const slideLoading = (page: Page) =>
    page
      .locator('main [data-carousel-viewport] img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))

  test('the first slider of a page with no hero loads its first slide at once; every other picture waits', async ({
    page,
  }) => {
    await page.goto(ABOUT)
    // The about page's first slider shows tabs on wide screens and a carousel on narrow ones, each with a copy
    // of the first slide's picture (the browser downloads the one shown); the two sliders below it wait.
    const tabsSlider = page.locator('main div:has(> h2:text-is("Why choose Alderline?"))')
    await expect(page.locator('main img[loading="eager"]')).toHaveCount(2)
    await expect(tabsSlider.locator('img[loading="eager"]')).toHaveCount(2)
    for (const name of ['Our product lines', 'Homeowner stories']) {
      const pictures = carousel(page, name).locator('img')
      expect(await pictures.count()).toBeGreaterThan(1)
      expect(
        new Set(await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))),
      ).toEqual(new Set(['lazy']))
    }
  })

  test('on a phone, a slide beyond a carousel’s first view gets its picture once the carousel runs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(ABOUT)
    const products = carousel(page, 'Our product lines')
    const slide = (n: number) => products.locator('[aria-roledescription="slide"]').nth(n).locator('img')
    const shown = (n: number) => slide(n).evaluate((img: HTMLImageElement) => img.currentSrc)
    // Below the first screen, its code not loaded yet: the first card's picture is there (lazy, and near
    // enough to load), the second card's is the blank its source gives at this width.
    await expect.poll(() => shown(0)).toMatch(/\/api\/media\/file\//)
    expect(await shown(1)).toMatch(/^data:image\//)
    await expectHydrated(products.getByRole('button', { name: 'Go to slide 2' }))
    await expect.poll(() => shown(1)).toMatch(/\/api\/media\/file\//)
    await products.getByRole('button', { name: 'Go to slide 2' }).click()
    await expect(currentDot(products)).toHaveAccessibleName('Go to slide 2')
    await expect
      .poll(() => slide(1).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(1)
  })

  test('below a hero, every slide waits until it comes near the screen: the hero’s picture loads alone', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1)
    const loading = await slideLoading(page)
    expect(loading.length).toBeGreaterThan(0)
    expect(new Set(loading)).toEqual(new Set(['lazy']))
  })
})
