import type { APIRequestContext, Page } from '@playwright/test'

import { bringIntoView, expect, expectNoAxeViolations, test } from './fixtures'

// The home page holds other carousels too: every lookup stays inside the dealer slider.
const dealerSlider = (page: Page) => page.getByRole('region', { name: /^Dealers near you|Bounded dealers$/ })
const dots = (page: Page) => dealerSlider(page).getByRole('button', { name: /^Go to slide/ })
const current = (page: Page) => dealerSlider(page).locator('button[aria-current="true"]')

/**
 * Opens the home page and scrolls down to its dealer slider: its code loads as it comes near the viewport, and
 * only then does it show the dealers of the stored zip.
 */
async function openHomeSlider(page: Page) {
  await page.goto('/')
  await bringIntoView(dealerSlider(page))
}

/** Drags the dealer slider's track horizontally by `dx` pixels with the mouse, in small steps. */
async function swipe(page: Page, dx: number) {
  const viewport = dealerSlider(page).locator('[data-carousel-viewport]').first()
  await viewport.scrollIntoViewIfNeeded()
  const box = (await viewport.boundingBox())!
  // From the card's corner (its padding, below the buttons), on the side the drag starts from: a card holds links
  // (its name to the dealer's page, the phone) that a movement under the threshold, a tap, would follow.
  const y = box.y + box.height - 10
  const x = dx < 0 ? box.x + box.width - 12 : box.x + 12
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y)
  await page.mouse.up()
}

/**
 * Publishes a page holding a slider that stops at its ends (no loop) on every device, at a new path under
 * `base` each time (a retried test must not meet the page its first attempt made); returns the path.
 */
async function boundedSliderPage(request: APIRequestContext, token: string, base: string): Promise<string> {
  const path = `${base}-${Date.now()}`
  const bounded = { active: true, infinite_loop: false, arrows: true, dots_navigation: true }
  const res = await request.post('/api/pages', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Bounded slider',
      path,
      _status: 'published',
      layout: [
        { blockType: 'heading', text: 'Bounded slider', level: 'h1' },
        {
          blockType: 'dealerLocatorSlider',
          locator_block_title: 'Bounded dealers',
          title_tag: 'h2',
          title_classes: 'standard',
          carousel_options: { desk: bounded, tablet: bounded, mobile: bounded },
        },
      ],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return path
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('zipcode', '10001'))
})

test.describe('dealer slider at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('shows three dealers, arrows and dots; arrows and dots move it and it loops', async ({ page }) => {
    await openHomeSlider(page)
    const region = page.getByRole('region', { name: 'Dealers near you' })
    await expect(region.getByRole('group', { name: /of 30$/ }).first()).toBeVisible()
    const next = region.getByRole('button', { name: 'Next slide' })
    const prev = region.getByRole('button', { name: 'Previous slide' })
    await expect(next).toBeVisible()
    await expect(dots(page).first()).toBeVisible()
    await expect(current(page)).toHaveAccessibleName('Go to slide 1')
    await next.click()
    await expect(current(page)).toHaveAccessibleName('Go to slide 2')
    await prev.click()
    await prev.click()
    // Looping: before the first comes the last.
    const count = await dots(page).count()
    await expect(current(page)).toHaveAccessibleName(`Go to slide ${count}`)
    await dots(page).nth(4).click()
    await expect(current(page)).toHaveAccessibleName('Go to slide 5')
    await expectNoAxeViolations(page)
  })

  test('a swipe moves it', async ({ page }) => {
    await openHomeSlider(page)
    await expect(current(page)).toHaveAccessibleName('Go to slide 1')
    await swipe(page, -300)
    await expect(current(page)).not.toHaveAccessibleName('Go to slide 1')
  })

  test('bounded mode hides the arrow at each end', async ({ page, request, admin }) => {
    await page.goto(await boundedSliderPage(request, admin.token, '/e2e/bounded-slider-desktop'))
    const region = page.getByRole('region', { name: 'Bounded dealers' })
    const prev = region.getByRole('button', { name: 'Previous slide' })
    const next = region.getByRole('button', { name: 'Next slide' })
    // The dealers have loaded once the first dot is the current one; only then does a hidden arrow mean anything.
    await expect(current(page)).toHaveAccessibleName('Go to slide 1')
    // Spec: a carousel that does not wrap stops at its ends and hides the arrow there.
    await expect(prev).toBeHidden()
    await expect(next).toBeVisible()
    const count = await dots(page).count()
    await dots(page)
      .nth(count - 1)
      .click()
    await expect(next).toBeHidden()
    await expect(prev).toBeVisible()
  })
})

test.describe('dealer slider at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('one dealer at a time, no arrows, dots and swipe', async ({ page }) => {
    await openHomeSlider(page)
    const region = page.getByRole('region', { name: 'Dealers near you' })
    await expect(region.getByRole('group', { name: /of 30$/ }).first()).toBeVisible()
    await expect(region.getByRole('button', { name: 'Next slide' })).toBeHidden()
    await expect(dots(page)).toHaveCount(30)
    await expect(current(page)).toHaveAccessibleName('Go to slide 1')
    await region.scrollIntoViewIfNeeded()
    await swipe(page, -250)
    await expect(current(page)).toHaveAccessibleName('Go to slide 2')
    // A movement under the 5 px threshold is a tap, not a swipe.
    await swipe(page, -4)
    await expect(current(page)).toHaveAccessibleName('Go to slide 2')
    await expectNoAxeViolations(page)
  })

  test('bounded mode stops at the first slide', async ({ page, request, admin }) => {
    await page.goto(await boundedSliderPage(request, admin.token, '/e2e/bounded-slider-mobile'))
    await expect(current(page)).toHaveAccessibleName('Go to slide 1')
    await swipe(page, 150)
    await expect(current(page)).toHaveAccessibleName('Go to slide 1')
  })
})
