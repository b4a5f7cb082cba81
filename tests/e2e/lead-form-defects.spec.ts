import type { Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { fillContact, leadIdOf, messageOf } from './leadFormHelpers'
import { dealerCards } from './locatorHelpers'
import { DEALER_FORM, HOME_FORM, SUCCESS } from './specTexts'

/**
 * A press as a person makes it: the button goes down, the page renders what the blur of the field being left
 * changed (about six frames, a tenth of a second), then the button comes up. A click counts only when both
 * land on the button, so a button that moved in between receives nothing.
 */
async function pressLikeAPerson(button: Locator): Promise<void> {
  const page = button.page()
  await button.scrollIntoViewIfNeeded()
  const box = await button.boundingBox()
  if (!box) throw new Error('the button is not on screen')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 0
        const tick = () => (++frames >= 6 ? resolve() : requestAnimationFrame(tick))
        requestAnimationFrame(tick)
      }),
  )
  await page.mouse.up()
}

/** Step 2 of the home form, filled with valid entries and its dealer found, so Submit is enabled. */
async function filledHomeForm(page: Page): Promise<Locator> {
  await page.goto('/')
  await page.getByRole('button', { name: 'New system', exact: true }).click()
  const form = page.getByRole('form', { name: 'Contact your local dealer' })
  await fillContact(form)
  await expect(form.getByText(/Your request goes to .+, your local dealer\./)).toBeVisible()
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
  return form
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`home form at ${viewport.width} px: the first press of Submit counts`, () => {
    test.use({ viewport })

    for (const [label, value, message] of [
      ['Last name', '', HOME_FORM.lastName.required],
      ['Email', 'ana@', HOME_FORM.email.invalid],
    ] as const) {
      test(`with ${label} left invalid and focused, one press shows its message and sends nothing`, async ({
        page,
      }) => {
        const form = await filledHomeForm(page)
        const posts: string[] = []
        page.on('request', (r) => {
          if (r.url().endsWith('/api/v1/leads')) posts.push(r.method())
        })
        const field = form.getByLabel(label, { exact: true })
        await field.fill(value)
        await expect(field).toBeFocused()
        const submit = form.getByRole('button', { name: 'Submit' })
        await submit.scrollIntoViewIfNeeded()
        // Where the button is on the page (the focus moving to a field scrolls the window).
        const topOnPage = () => submit.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
        const before = await topOnPage()

        await pressLikeAPerson(submit)

        await expect.poll(() => messageOf(form, label), label).toBe(message)
        // The submit ran: it checked every field and took the focus to the one to correct. A press lost
        // under a moved button would have left the focus on the button and no message but the blur's.
        await expect(field).toBeFocused()
        expect(await topOnPage(), 'the button has not moved').toBe(before)
        for (const other of ['First name', 'Phone', 'Street address', 'City', 'Zip/postal code'])
          expect(await messageOf(form, other), other).toBeNull()
        expect(posts).toEqual([])
        await expectNoAxeViolations(page)
      })
    }

    test('with every field valid and the focus in one, one press sends and thanks', async ({ page }) => {
      const form = await filledHomeForm(page)
      await form.getByLabel('Last name', { exact: true }).focus()
      const leadId = await leadIdOf(page, () =>
        pressLikeAPerson(form.getByRole('button', { name: 'Submit' })),
      )
      expect(leadId).not.toBe('')
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
      await expect(page.getByText(SUCCESS.dealer)).toBeVisible()
    })
  })
}

test.describe('contact-dealer dialog, by keyboard', () => {
  test('the focus stays in the dialog on success and comes back to the card’s Connected button', async ({
    page,
  }) => {
    await page.goto('/find-your-dealer/?zipcode=10001')
    const first = dealerCards(page).first()
    const name = (await first.locator('h3').innerText()).trim()
    const card = dealerCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })
    await card.getByRole('button', { name: /^Connect with Dealer/ }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Contact ${name}` })
    await expect(dialog).toBeVisible()
    await fillContact(dialog, { 'Street address': '5/7 O’Neil Rd' })

    // Every place the focus goes outside the dialog from here on.
    await page.evaluate(() => {
      const left: string[] = []
      Object.assign(window, { focusLeftDialog: left })
      document.addEventListener('focusin', (event) => {
        const target = event.target as Element
        // Radix's focus guards at the ends of the page are part of its trap: it sends the focus straight back.
        if (!target.closest('[role="dialog"], [data-radix-focus-guard]'))
          left.push(target.outerHTML.slice(0, 120))
      })
    })
    const focusLeftDialog = () =>
      page.evaluate(() => (window as unknown as { focusLeftDialog: string[] }).focusLeftDialog)

    await dialog.getByLabel('Zip/postal code', { exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused()
    await leadIdOf(page, () => page.keyboard.press('Enter'))

    const success = dialog.getByRole('status').filter({ hasText: SUCCESS.dealer })
    await expect(success).toBeFocused()
    await expect(success).toHaveAttribute('tabindex', '-1')
    // The keyboard stays inside: Tab keeps the focus in the dialog, Shift+Tab reaches its close button, the
    // one stop left, and Tab comes round to it again.
    const close = dialog.getByRole('button', { name: 'Close' })
    await page.keyboard.press('Tab')
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true)
    await page.keyboard.press('Shift+Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    expect(await focusLeftDialog()).toEqual([])
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const connected = card.getByRole('button', { name: 'Connected', exact: true })
    await expect(connected).toBeFocused()
    await expect(connected).toHaveText('Connected')
    await expect(connected).toBeDisabled()
    // A disabled 'Connected' opens nothing.
    await page.keyboard.press('Enter')
    await page.keyboard.press('Space')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(connected).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('the street address: ordinary addresses pass; a wrong one keeps the focus once, and a second Tab leaves it', async ({
    page,
  }) => {
    await page.goto('/find-your-dealer/?zipcode=10001')
    await page
      .getByRole('button', { name: /^Connect with Dealer/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: /^Contact / })
    await expect(dialog).toBeVisible()
    const street = dialog.getByLabel('Street address', { exact: true })
    const city = dialog.getByLabel('City', { exact: true })
    const invalid = DEALER_FORM.addressLine1.invalid

    await street.fill('Main Street')
    await page.keyboard.press('Tab')
    await expect(street).toBeFocused()
    await expect.poll(() => messageOf(dialog, 'Street address')).toBe(invalid)
    await page.keyboard.press('Tab')
    await expect(city).toBeFocused()
    await expect.poll(() => messageOf(dialog, 'Street address')).toBe(invalid)
    await expectNoAxeViolations(page)

    // Another value that fails is brought back once more, and let go the second time.
    await page.keyboard.press('Shift+Tab')
    await expect(street).toBeFocused()
    await street.fill('Elm Road')
    await page.keyboard.press('Tab')
    await expect(street).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(city).toBeFocused()
    await expect.poll(() => messageOf(dialog, 'Street address')).toBe(invalid)

    for (const address of [
      '123 Main St, Apt 4',
      '12B Main St',
      "5/7 O'Neil Rd",
      '5/7 O’Neil Rd',
      '100 King St W #1200',
    ]) {
      await page.keyboard.press('Shift+Tab')
      await expect(street).toBeFocused()
      await street.fill(address)
      await page.keyboard.press('Tab')
      await expect(city, address).toBeFocused()
      await expect.poll(() => messageOf(dialog, 'Street address'), address).toBeNull()
    }
  })
})
