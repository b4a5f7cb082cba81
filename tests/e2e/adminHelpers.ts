import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect } from './fixtures'

/** Axe's WCAG A/AA rules on one part of the admin (Payload's own screens around it are not the site's). */
export async function expectNoAxeViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations in ${selector}`,
  ).toEqual([])
}

/** The site's zone (SITE_TIMEZONE's default), in which the schedule drawer starts. */
export const SITE_ZONE = 'America/New_York'

/** The schedule drawer's time text for a moment, as its picker writes it (en-US), in the site's zone. */
export const pickerText = (at: Date) =>
  at
    .toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: SITE_ZONE,
    })
    .replace(' at ', ', ')

/** The admin's own requests (form state and saves go to the page's address as POSTs), per page. */
const adminRequests = new WeakMap<Page, { inFlight: number; lastDone: number }>()

const isAdminPost = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname.startsWith('/admin')

function trackAdminRequests(page: Page) {
  let state = adminRequests.get(page)
  if (!state) {
    const tracked = { inFlight: 0, lastDone: Date.now() }
    page.on('request', (request) => {
      if (isAdminPost(request.url(), request.method())) tracked.inFlight++
    })
    const done = (request: { url: () => string; method: () => string }) => {
      if (!isAdminPost(request.url(), request.method())) return
      // A request that began before the page was tracked ends without having been counted.
      tracked.inFlight = Math.max(0, tracked.inFlight - 1)
      tracked.lastDone = Date.now()
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)
    adminRequests.set(page, tracked)
    state = tracked
  }
  return state
}

/**
 * Waits until the admin has answered every form-state request and sent none for a second (it sends one shortly
 * after typing stops). A row added while an earlier answer is on its way can be left without its fields for good:
 * the later answer replaces the form without them, and no request for them is sent again.
 */
async function adminSettled(page: Page) {
  const state = trackAdminRequests(page)
  await expect
    .poll(() => state.inFlight === 0 && Date.now() - state.lastDone >= 1_000, { timeout: 30_000 })
    .toBe(true)
}

/**
 * Waits until every new row of the form has its fields. A row shows a shimmer until the admin's answer to the
 * form-state request that follows it has filled it in; now and then no such request goes out, and the row
 * shimmers for good, as it would for an editor until their next change. The helper then makes that change: a
 * space typed at the end of the title and taken out again, each sending a request with the whole form.
 */
async function rowsFilledIn(page: Page) {
  const loading = page.locator('form .shimmer-effect')
  const title = page.locator('#field-title')
  await expect(async () => {
    if ((await loading.count()) === 0) return
    try {
      await expect(loading).toHaveCount(0, { timeout: 10_000 })
    } catch (error) {
      await title.press('End')
      await title.press('Space')
      await adminSettled(page)
      await title.press('Backspace')
      await adminSettled(page)
      throw error
    }
  }).toPass({ timeout: 60_000 })
}

/** Opens the last `button` ("Add Layout", "Add Block") of the page editor and picks the block named `label`. */
export async function addBlockInAdmin(page: Page, button: RegExp, label: string) {
  await adminSettled(page)
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
  await adminSettled(page)
  await rowsFilledIn(page)
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
  await adminSettled(page)
  await expect(async () => {
    if ((await rows.count()) <= columns) {
      await page.getByRole('button', { name: 'Add Column' }).click()
    }
    await expect(rows).toHaveCount(columns + 1, { timeout: 15_000 })
    await rowsFilledIn(page)
    await expect(addBlockButtons).toHaveCount(columns + 1, { timeout: 20_000 })
  }).toPass({ timeout: 90_000 })
  await adminSettled(page)
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
