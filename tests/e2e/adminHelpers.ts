import type { Page } from '@playwright/test'

import { expect } from './fixtures'

/**
 * The admin's answer to the next form-state request: adding a row sends one, which fills the row's fields in. A
 * row added while an earlier answer is still on its way can be left empty for good, so each helper below returns
 * only once its own answer is in. Waits at most 15 s: a change that needs no answer is not held up longer.
 */
const formStateAnswered = (page: Page) =>
  page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/admin'),
      { timeout: 15_000 },
    )
    .then(
      () => undefined,
      () => undefined,
    )

/** Opens the last `button` ("Add Layout", "Add Block") of the page editor and picks the block named `label`. */
export async function addBlockInAdmin(page: Page, button: RegExp, label: string) {
  const answered = formStateAnswered(page)
  const search = page.getByPlaceholder('Search for a block')
  // Every blocks field's rows, nested ones included: adding a block anywhere adds one.
  const rows = page.locator('.blocks-field__row')
  const before = await rows.count()
  // A click while the form is re-rendering after a change can be lost, on the button or on the card (the drawer
  // then closes with nothing added): open the drawer and pick the card again until the block is there.
  await expect(async () => {
    if ((await rows.count()) > before) return
    if (!(await search.isVisible())) {
      await page.getByRole('button', { name: button }).last().click()
      await expect(search).toBeVisible({ timeout: 5_000 })
    }
    await search.fill(label)
    // A card's name starts with its thumbnail's description; its label is the card's last words.
    await page
      .getByRole('button', { name: new RegExp(`(^|\\.\\s)${label}$`) })
      .first()
      .click({ timeout: 5_000 })
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(before)
  }).toPass({ timeout: 90_000 })
  await answered
}

/**
 * Fills an admin field and checks it kept the text: on a busy machine the form can re-render over a value typed
 * while a new array row was still being set up, so the fill is repeated until the field holds it.
 */
export async function fillInAdmin(page: Page, selector: string, value: string) {
  const field = page.locator(selector)
  await expect(async () => {
    await field.fill(value)
    await expect(field).toHaveValue(value, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/** Chooses `option` in the admin's select field at `path` (layout.0.variant -> #field-layout__0__variant). */
export async function chooseInAdmin(page: Page, path: string, option: string) {
  const field = page.locator(`#field-${path.replace(/\./g, '__')}`)
  await field.locator('.rs__control').click()
  await page.locator('.rs__option', { hasText: option }).click()
  await expect(field.locator('.rs__single-value')).toHaveText(option)
}

/** Picks the document titled `title` in the admin's relationship field at `path` (navItems.5.page). */
export async function pickInAdmin(page: Page, path: string, title: string) {
  const field = page.locator(`#field-${path.replace(/\./g, '__')}`)
  await field.locator('.rs__control').click()
  await page.keyboard.type(title)
  await page.locator('.rs__option', { hasText: title }).first().click()
  await expect(field.locator('.rs__single-value')).toContainText(title)
}

/**
 * Adds the next column to the Columns block being edited and waits until its own 'Add Block' button shows
 * (`columns` is how many there are before). The column's row appears as soon as a press registers (the admin
 * adds it to the form at once and fills its fields in from the server later), so 'Add Column' is pressed again
 * only while the row is missing: a press that lands while the form re-renders is lost, and a second press
 * while the first is merely slow would add two columns.
 */
export async function addColumnInAdmin(page: Page, columns: number) {
  const rows = page.locator('[id*="-columns-row-"]')
  const addBlockButtons = page.getByRole('button', { name: /Add Block/ })
  const answered = formStateAnswered(page)
  await expect(async () => {
    if ((await rows.count()) <= columns) {
      await page.getByRole('button', { name: 'Add Column' }).click()
    }
    await expect(rows).toHaveCount(columns + 1, { timeout: 15_000 })
    await expect(addBlockButtons).toHaveCount(columns + 1, { timeout: 20_000 })
  }).toPass({ timeout: 90_000 })
  await answered
}

/**
 * Types into a field of a saved document until the admin counts it as a change ('Publish changes' enables): text
 * typed before the form has hydrated stays in the box but is not in the form's state.
 */
export async function changeInAdmin(page: Page, selector: string, value: string) {
  const field = page.locator(selector)
  await expect(async () => {
    await field.fill(value)
    await expect(page.getByRole('button', { name: 'Publish changes' })).toBeEnabled({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}
