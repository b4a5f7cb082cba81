import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures'
import { fillContact } from './leadFormHelpers'
import { cardNames, dealerCards, locatorZipBox } from './locatorHelpers'

// The locator's search beyond the specification (docs/locator-search.md): the nearest dealers when none serves
// a zip, the home form's way forward, search by city, sort and radius. 89301 (Ely, NV) has no dealer within
// 100 miles; 96910 (Hagåtña) none within 250.

for (const width of [375, 1280]) {
  test.describe(`locator search at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a zip no dealer serves shows the nearest farther away, with distances and customer service', async ({
      page,
    }) => {
      await page.goto('/find-your-dealer?zipcode=89301')
      const main = page.getByRole('main')
      await expect(
        main.getByRole('heading', {
          name: 'No dealer serves 89301 yet. These are the nearest, farther away:',
        }),
      ).toBeVisible()
      await expect(dealerCards(page)).toHaveCount(3)
      const distances = await dealerCards(page)
        .getByText(/mi away$/)
        .allInnerTexts()
      expect(distances).toHaveLength(3)
      const miles = distances.map((text) => Number.parseFloat(text))
      expect(miles.every((m) => m > 100 && m <= 250)).toBe(true)
      expect([...miles].sort((a, b) => a - b)).toEqual(miles)
      const line = main.getByTestId('customer-service-line')
      await expect(line).toContainText('Or call our customer service team at')
      await expect(line.getByRole('link')).toHaveAttribute('href', /^tel:/)
      await expect(main.getByText(/We found 0 dealers/)).toHaveCount(0)
      await expectNoAxeViolations(page)
    })

    test('the home form says where a request goes when no dealer serves the zip, and sends it', async ({
      page,
    }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Repair system', exact: true }).click()
      const form = page.getByRole('form', { name: 'Contact your local dealer' })
      await fillContact(form, { 'Zip/postal code': '89301', City: 'Ely' })
      await expect(
        form.getByText(/^We’ll send this to .+, the nearest dealer, \d+ miles away\.$/),
      ).toBeVisible()
      const sent = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/leads') && r.request().method() === 'POST',
      )
      await form.getByRole('button', { name: 'Submit' }).click()
      expect((await sent).status()).toBe(201)
      expect(JSON.parse((await sent).request().postData() ?? '{}')).toMatchObject({ kind: 'CONTACT_DEALER' })
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()

      await page.goto('/')
      await page.getByRole('button', { name: 'Pricing', exact: true }).click()
      await fillContact(form, { 'Zip/postal code': '96910', City: 'Hagatna' })
      await expect(form.getByText('We’ll send this to our customer service team.')).toBeVisible()
      await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
      await expectNoAxeViolations(page)
      const service = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/leads') && r.request().method() === 'POST',
      )
      await form.getByRole('button', { name: 'Submit' }).click()
      expect((await service).status()).toBe(201)
      expect(JSON.parse((await service).request().postData() ?? '{}')).toMatchObject({
        kind: 'CUSTOMER_SERVICE',
        form: 'home',
      })
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
    })

    test('/find-a-dealer/ searches by city: an ambiguous name offers a list, a pick searches its zip', async ({
      page,
    }) => {
      await page.goto('/find-a-dealer/')
      const box = locatorZipBox(page)
      const input = box.getByRole('textbox')
      await expectHydrated(input)
      await input.fill('Springfield')
      await box.getByRole('button', { name: 'Find dealers' }).click()
      const list = page.getByRole('group', { name: 'Which Springfield do you mean?' })
      await expect(list).toBeFocused()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Tab')
      await expect(list.getByRole('button').first()).toBeFocused()
      await list.getByRole('button', { name: 'Springfield, Illinois' }).click()
      await expect(page).toHaveURL(/[?&]zipcode=62\d{3}$/)
      await expect(page.getByRole('main').getByText(/^Dealers near 62\d{3}/)).toBeVisible()
      await expect(page.getByRole('main').locator('[data-locator-status="ready"]')).toBeVisible()
      expect(await dealerCards(page).count()).toBeGreaterThan(0)
      await expect(list).toHaveCount(0)

      // 'City, ST' names one place: it searches at once.
      await input.fill('Saint Louis, MO')
      await box.getByRole('button', { name: 'Find dealers' }).click()
      await expect(page).toHaveURL(/[?&]zipcode=63\d{3}$/)
      await expect(page.getByRole('main').getByText(/^Dealers near 63\d{3}/)).toBeVisible()

      // Neither a zip nor a place: the specification's zip message.
      await input.fill('Qqqzzz')
      await box.getByRole('button', { name: 'Find dealers' }).click()
      await expect(box.getByText(/Please enter a 5-digit zip code/)).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('sort and radius change the results and survive a reload and Back', async ({ page }) => {
      await page.goto('/find-your-dealer?zipcode=60614')
      const main = page.getByRole('main')
      const sort = main.getByLabel('Sort by')
      const radius = main.getByLabel('Within')
      await expectHydrated(sort)
      await expect(radius).toHaveValue('default')
      const range = main.getByText(/^Showing 1-3 of \d+$/)
      const wide = await range.innerText()

      const sorted = page.waitForResponse(
        (r) => r.url().includes('/api/v1/dealers/locations?') && r.url().includes('sort=reviews'),
      )
      await sort.selectOption({ label: 'Number of reviews' })
      await expect(page).toHaveURL(/[?&]sort=reviews/)
      await sorted
      // The cards follow once the new answer is in (the previous one stands in meanwhile).
      const reviewCounts = async () =>
        (
          await dealerCards(page)
            .getByText(/Google Reviews?$/)
            .allInnerTexts()
        ).map((text) => Number.parseInt(text, 10))
      await expect
        .poll(async () => {
          const numbers = await reviewCounts()
          return numbers.join() === [...numbers].sort((a, b) => b - a).join()
        })
        .toBe(true)
      const byReviews = await cardNames(page)

      await radius.selectOption({ label: '10 miles' })
      await expect(page).toHaveURL(/[?&]sort=reviews&radius=10/)
      await expect(range).not.toHaveText(wide)
      const near = await range.innerText()
      const nearNames = await cardNames(page)
      await expectNoAxeViolations(page)

      await page.reload()
      await expect(main.getByLabel('Sort by')).toHaveValue('reviews')
      await expect(main.getByLabel('Within')).toHaveValue('10')
      await expect(main.getByText(/^Showing 1-3 of \d+$/)).toHaveText(near)
      expect(await cardNames(page)).toEqual(nearNames)

      await page.goBack()
      await expect(page).not.toHaveURL(/radius=/)
      await expect(main.getByLabel('Within')).toHaveValue('default')
      await expect(main.getByLabel('Sort by')).toHaveValue('reviews')
      await expect(main.getByText(/^Showing 1-3 of \d+$/)).toHaveText(wide)
      expect(await cardNames(page)).toEqual(byReviews)
    })
  })
}
