import type { Page } from '@playwright/test'

import { expect, expectHydrated, test } from './fixtures'
import { dealerCards, locatorZipBox } from './locatorHelpers'

// What a homeowner met on the locator: 'Use my location' in Canada, and paging on a phone.

test.describe('Use my location, in Toronto', () => {
  test.use({ geolocation: { latitude: 43.6426, longitude: -79.3871 }, permissions: ['geolocation'] })

  test('fills a whole postal code the box accepts and shows Toronto’s dealers', async ({ page }) => {
    await page.goto('/find-your-dealer')
    const box = locatorZipBox(page)
    const button = box.getByRole('button', { name: 'Use my location' })
    await expectHydrated(button)
    await button.click()
    await expect(page).toHaveURL(/[?&]zipcode=M5[A-Z](\+|%20)0A0$/)
    await expect(page.getByRole('main').getByText(/^Showing 1-3 of \d+$/)).toBeVisible()
    await expect(page.getByRole('main').getByText(/^Dealers near M5[A-Z] 0A0/)).toBeVisible()
    await expect(page.getByText(/Please enter a 5-digit zip code/)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('zipcode'))).toMatch(/^M5[A-Z] 0A0$/)
  })
})

/** The element that has focus: its text, and whether it lies wholly inside the window. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    const box = el?.getBoundingClientRect()
    return {
      text: el?.textContent ?? null,
      inView: Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight),
    }
  })

/** Whether the first dealer card of the page begins inside the window. */
const firstCardInView = (page: Page) =>
  dealerCards(page)
    .first()
    .evaluate((el) => {
      const top = el.getBoundingClientRect().top
      return top >= 0 && top < window.innerHeight
    })

for (const width of [375, 1280]) {
  test.describe(`paging at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('Next, Previous and a page number each move focus and the window to the range', async ({ page }) => {
      await page.goto('/find-your-dealer?zipcode=10001')
      const main = page.getByRole('main')
      const next = main.getByRole('button', { name: /^Next/ })
      await expectHydrated(next)

      await next.click()
      await expect(main.getByText('Showing 4-6 of 30')).toBeVisible()
      await expect.poll(() => focused(page)).toEqual({ text: 'Showing 4-6 of 30', inView: true })
      expect(await firstCardInView(page)).toBe(true)

      await next.click()
      await expect.poll(() => focused(page)).toEqual({ text: 'Showing 7-9 of 30', inView: true })

      await main.getByRole('button', { name: /^Prev/ }).click()
      await expect.poll(() => focused(page)).toEqual({ text: 'Showing 4-6 of 30', inView: true })
      expect(await firstCardInView(page)).toBe(true)

      // The last page disables Next under the pointer: focus is not lost with it.
      await main.getByRole('button', { name: 'Page 10' }).click()
      await expect.poll(() => focused(page)).toEqual({ text: 'Showing 28-30 of 30', inView: true })
      await expect(next).toBeDisabled()
    })
  })
}
