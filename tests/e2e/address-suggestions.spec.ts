import type { Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { leadIdOf, VALID } from './leadFormHelpers'
import { SUCCESS } from './specTexts'

/**
 * Address suggestions from the site's own postal data (no PLACES_API_KEY): the city and zip fields of the
 * contact dialog and of the home form are comboboxes; a visitor picks with the keyboard and the form sends.
 */

/** Types into a field key by key, as a visitor does, and waits for its list to offer `expected`. */
async function typeForSuggestions(
  scope: Locator,
  label: string,
  text: string,
  expected: RegExp,
): Promise<Locator> {
  const field = scope.getByLabel(label, { exact: true })
  await field.fill('')
  await field.pressSequentially(text)
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  const list = scope.getByRole('listbox', { name: `${label} suggestions` })
  await expect(list.getByRole('option', { name: expected }).first()).toBeVisible()
  return list
}

/** Moves through the list with Down until the option named `name` is active, then takes it with Enter. */
async function chooseWithKeyboard(page: Page, scope: Locator, label: string, name: RegExp): Promise<string> {
  const field = scope.getByLabel(label, { exact: true })
  const list = scope.getByRole('listbox', { name: `${label} suggestions` })
  const options = await list.getByRole('option').allInnerTexts()
  const index = options.findIndex((o) => name.test(o))
  expect(index, `${name} among ${options.join(' | ')}`).toBeGreaterThanOrEqual(0)
  for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown')
  const active = list.getByRole('option').nth(index)
  await expect(active).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '')
  const chosen = await active.innerText()
  await page.keyboard.press('Enter')
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toBeFocused()
  return chosen
}

/**
 * A zip whose town differs from the city typed by hand: its own town is offered and taken. Then the start of a
 * city's name: its choices are offered, and the one taken fills city, state and zip.
 */
async function pickZipThenCity(page: Page, scope: Locator): Promise<void> {
  const city = scope.getByLabel('City', { exact: true })
  await city.fill('Manhattan')
  await city.blur()
  await typeForSuggestions(scope, 'Zip/postal code', '10001', /^New York, NY 10001$/)
  await expectNoAxeViolations(page)
  await chooseWithKeyboard(page, scope, 'Zip/postal code', /^New York, NY 10001$/)
  await expect(city).toHaveValue('New York')
  await expect(scope.getByLabel('State/Province')).toHaveValue('NY')

  const cityList = await typeForSuggestions(scope, 'City', 'Brookl', /^Brooklyn, NY \d{5}$/)
  // The polite line tells a screen reader how many there are.
  const count = await cityList.getByRole('option').count()
  await expect(scope.getByRole('status').filter({ hasText: `${count} suggestions` })).toHaveCount(1)
  await expectNoAxeViolations(page)
  const chosen = await chooseWithKeyboard(page, scope, 'City', /^Brooklyn, NY \d{5}$/)
  await expect(city).toHaveValue('Brooklyn')
  await expect(scope.getByLabel('State/Province')).toHaveValue('NY')
  await expect(scope.getByLabel('Zip/postal code', { exact: true })).toHaveValue(chosen.slice(-5))
}

/** The fields no suggestion fills. */
async function fillPerson(scope: Locator): Promise<void> {
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Street address'] as const)
    await scope.getByLabel(label, { exact: true }).fill(VALID[label])
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`address suggestions at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('in the contact dialog from the locator: city and zip chosen by keyboard, then sent', async ({
      page,
    }) => {
      await page.goto('/find-your-dealer/?zipcode=10001')
      const connect = page.getByRole('button', { name: /^Connect with Dealer/ }).first()
      await connect.click()
      const dialog = page.getByRole('dialog', { name: /^Contact / })
      await expect(dialog).toBeVisible()
      // The zip of the page fills city and state by itself.
      await expect(dialog.getByLabel('City', { exact: true })).toHaveValue('New York')
      await expect(dialog.getByLabel('State/Province')).toHaveValue('NY')
      // Browser autofill keeps its names on the combobox fields.
      await expect(dialog.getByLabel('City', { exact: true })).toHaveAttribute(
        'autocomplete',
        'address-level2',
      )
      await expect(dialog.getByLabel('Zip/postal code', { exact: true })).toHaveAttribute(
        'autocomplete',
        'postal-code',
      )
      await expect(dialog.getByLabel('Street address', { exact: true })).toHaveAttribute(
        'autocomplete',
        'address-line1',
      )

      await fillPerson(dialog)
      await pickZipThenCity(page, dialog)

      // Escape closes an open list and leaves the dialog open; a second Escape closes the dialog.
      await typeForSuggestions(dialog, 'City', 'Brookl', /^Brooklyn, NY \d{5}$/)
      await page.keyboard.press('Escape')
      await expect(dialog.getByLabel('City', { exact: true })).toHaveAttribute('aria-expanded', 'false')
      await expect(dialog).toBeVisible()
      // Tab leaves the field without choosing.
      await page.keyboard.press('ArrowDown')
      await expect(dialog.getByLabel('City', { exact: true })).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await expect(dialog.getByLabel('City', { exact: true })).not.toBeFocused()
      await expect(dialog.getByLabel('City', { exact: true })).toHaveValue('Brookl')
      await expect(dialog.getByRole('listbox')).toHaveCount(0)
      // Typed whole and left, the city needs no choice.
      await dialog.getByLabel('City', { exact: true }).fill('New York')
      await dialog.getByLabel('City', { exact: true }).blur()

      await leadIdOf(page, () => dialog.getByRole('button', { name: 'Submit' }).click())
      await expect(dialog.getByText(SUCCESS.dealer)).toBeVisible()
    })

    test('in the home form: city and zip chosen by keyboard, then sent', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'New system', exact: true }).click()
      const form = page.getByRole('form', { name: 'Contact your local dealer' })
      await fillPerson(form)
      await pickZipThenCity(page, form)
      await expect(form.getByText(/Your request goes to .+, your local dealer\./)).toBeVisible()
      await leadIdOf(page, () => form.getByRole('button', { name: 'Submit' }).click())
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
    })
  })
}
