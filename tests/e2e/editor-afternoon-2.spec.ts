import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { pathClashMessage } from '../../src/cms/collections/Pages/hooks/pathClash'
import { redirectLoopMessage, redirectOverPageMessage } from '../../src/domain/redirects'
import { changeInAdmin, fillInAdmin, pickerText, SITE_ZONE } from './adminHelpers'
import { expect, expectHydrated, publishInAdmin, test } from './fixtures'

/**
 * The editor's afternoon again, as round 2 of the admin left it (docs/admin-saves.md,
 * docs/block-search-and-seo.md, docs/admin-schedule-and-pages.md): a page built with the picker's search,
 * published and moved with the visitor's query string surviving the redirect, scheduled, the dealer network
 * exported and imported back unchanged and then with one line edited, and each refusal met whole on screen.
 */

/** 'Add Layout', then the block found by a word of its description rather than its name. */
async function addBlockBySearch(page: Page, words: string, label: string) {
  const search = page.getByPlaceholder('Search for a block')
  const rows = page.locator('.blocks-field__row')
  const before = await rows.count()
  await expect(async () => {
    if ((await rows.count()) > before) return
    if (!(await search.isVisible())) {
      await page
        .getByRole('button', { name: /Add Layout/ })
        .last()
        .click()
      await expect(search).toBeVisible({ timeout: 5_000 })
    }
    await search.fill(words)
    await expect(page.locator('.block-picker-search__status')).toContainText(`“${words}”`, { timeout: 5_000 })
    await page
      .locator('.blocks-drawer__block:visible')
      .filter({ has: page.locator('.thumbnail-card__label', { hasText: new RegExp(`^${label}$`) }) })
      .first()
      .click({ timeout: 5_000 })
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(before)
  }).toPass({ timeout: 90_000 })
}

test.describe('an editor’s afternoon in the admin, round 2', () => {
  test.use({ viewport: { width: 1440, height: 1000 }, timezoneId: 'UTC' })

  test('builds with the picker’s search, publishes, moves, schedules, round-trips the dealer network and meets each refusal whole', async ({
    page,
    context,
    request,
    admin,
    editorLock: _editing,
  }) => {
    test.setTimeout(360_000)
    const headers = { Authorization: `JWT ${admin.token}` }
    const stamp = Date.now()
    const folder = `/e2e/afternoon-2-${stamp}`
    const title = `Spring offer ${stamp}`
    // Leaving a refused form behind: the browser asks whether to leave; the editor does.
    page.on('dialog', (dialog) => void dialog.accept())
    await admin.signIn(context)

    // 1. A new page: its address follows the title as it is typed; the editor puts it in a folder of its own.
    await page.goto('/admin/collections/pages/create')
    const titleField = page.locator('#field-title')
    const address = page.locator('#field-path')
    await expectHydrated(titleField)
    await expect(async () => {
      await titleField.fill('')
      await titleField.pressSequentially(title, { delay: 20 })
      await expect(address).toHaveValue(`/spring-offer-${stamp}`, { timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    await changeInAdmin(page, '#field-path', `${folder}/offer`)

    // 2. A heading found by 'headline' (a word of its description), filled in, and published.
    await addBlockBySearch(page, 'headline', 'Heading')
    await fillInAdmin(page, '#field-layout__0__text', 'Book your spring tune-up')
    await publishInAdmin(page)
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
    const id = Number(/\/pages\/(\d+)/.exec(page.url())![1])
    await expect
      .poll(async () => (await request.get(`${folder}/offer`)).status(), { timeout: 30_000 })
      .toBe(200)
    expect(await (await request.get(`${folder}/offer`)).text()).toContain('Book your spring tune-up')

    // 3. Moved: the old address sends a visitor on to the new one, the campaign's query string with them.
    await changeInAdmin(page, '#field-path', `${folder}/spring-offer`)
    await publishInAdmin(page)
    await expect
      .poll(
        async () => {
          const res = await request.get(`${folder}/offer?utm_source=newsletter&utm_campaign=spring`, {
            maxRedirects: 0,
          })
          return `${res.status()} ${res.headers().location ?? ''}`
        },
        { timeout: 30_000 },
      )
      .toMatch(
        new RegExp(
          `^308 (https?://[^/]+)?${folder}/spring-offer\\?utm_source=newsletter&utm_campaign=spring$`,
        ),
      )
    await page.goto(`${folder}/offer?utm_source=newsletter`)
    await expect(page).toHaveURL(new RegExp(`${folder}/spring-offer\\?utm_source=newsletter$`))
    await expect(page.getByRole('heading', { name: 'Book your spring tune-up' })).toBeVisible()

    // 4. Scheduled: the drawer starts on Unpublish for a published page with nothing new, in the site's zone;
    // a time already past is refused, a later one is kept.
    await page.goto(`/admin/collections/pages/${id}`)
    await expectHydrated(page.locator('#action-save'))
    await page.locator('.btn--withPopup .popup-button').first().click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    const drawer = page.getByRole('dialog', { name: /schedule-publish/ })
    await expect(drawer.getByRole('radio', { name: 'Unpublish' })).toBeChecked()
    await expect(drawer.locator('.timezone-picker .rs__single-value')).toHaveText(
      'Eastern (New York) · site time',
    )
    const time = drawer.getByRole('textbox', { name: 'Time' })
    await time.fill(pickerText(new Date(Math.floor((Date.now() - 2 * 3_600_000) / 300_000) * 300_000)))
    await time.press('Enter')
    await expect(drawer.getByRole('alert')).toHaveText(
      / has already passed\. Choose a time later than now\.$/,
    )
    const later = new Date(Math.ceil((Date.now() + 3 * 24 * 3_600_000) / 300_000) * 300_000)
    await time.fill(pickerText(later))
    await time.press('Enter')
    // The calendar can stay open over the Save button: a click on the drawer's title closes it, as an editor would.
    await drawer.getByRole('heading', { name: /^Schedule publish for/ }).click()
    await expect(page.locator('.react-datepicker-popper')).toHaveCount(0)
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(drawer.getByRole('row').filter({ hasText: 'Unpublish' })).toContainText(
      later.toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: SITE_ZONE }),
    )
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // 5. The refusals, each whole: a redirect from this live page's address names the page; a loop names its
    // circle; another page typed at this page's address, with a trailing slash, names the page that holds it.
    await page.goto('/admin/collections/redirects/create')
    await page.locator('#field-from').fill(`${folder}/spring-offer`)
    await expect(async () => {
      await page.getByText('Custom URL', { exact: true }).first().click()
      await expect(page.locator('#field-to__url')).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await page.locator('#field-to__url').fill('/')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('.payload-toast-container')).toContainText(redirectOverPageMessage(title))
    await expect(page.getByText('The following field is invalid')).toHaveCount(0)

    const hop = await request.post('/api/redirects', {
      headers,
      data: { from: `${folder}/a`, to: { type: 'custom', url: `${folder}/b` } },
    })
    expect(hop.status(), await hop.text()).toBe(201)
    await page.goto('/admin/collections/redirects/create')
    await page.locator('#field-from').fill(`${folder}/b`)
    await expect(async () => {
      await page.getByText('Custom URL', { exact: true }).first().click()
      await expect(page.locator('#field-to__url')).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await page.locator('#field-to__url').fill(`${folder}/a`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('.payload-toast-container')).toContainText(
      redirectLoopMessage([`${folder}/b`, `${folder}/a`, `${folder}/b`]),
    )

    await page.goto('/admin/collections/pages/create')
    await expectHydrated(page.locator('#field-title'))
    await changeInAdmin(page, '#field-title', `Another offer ${stamp}`)
    await changeInAdmin(page, '#field-path', `${folder}/spring-offer/`)
    const clash = page.locator('.field-error', { hasText: pathClashMessage(title) })
    await expect(clash.or(page.getByText(pathClashMessage(title))).first()).toBeVisible({ timeout: 20_000 })

    // 6. The whole dealer network, exported from the list and imported back untouched: nothing changes.
    await page.goto('/admin/collections/dealers')
    const tools = page.getByRole('region', { name: 'Spreadsheet' })
    const importButton = tools.getByRole('button', { name: 'Import CSV' })
    await expectHydrated(importButton)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tools.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    const csv = readFileSync(await download.path(), 'utf8')
    const lines = csv.trimEnd().split(/\r?\n/)
    const total = (await (await request.get('/api/dealers?limit=1&depth=0', { headers })).json()) as {
      totalDocs: number
    }
    expect(lines.length - 1, 'every dealer is in the export').toBe(total.totalDocs)
    expect(total.totalDocs).toBeGreaterThan(1000)

    const status = tools.getByRole('status')
    await tools
      .getByLabel('Edited file')
      .setInputFiles({ name: 'dealers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await importButton.click()
    await expect(status).toHaveText(
      new RegExp(`^Imported ${total.totalDocs.toLocaleString('en-US')} lines, 0 changed\\b`),
      { timeout: 120_000 },
    )

    // 7. One line edited (a dealer's phone), then put back: exactly that line changes each time.
    const header = lines[0]!
    const phoneColumn = header.split(',').indexOf('phone1')
    expect(phoneColumn).toBeGreaterThan(0)
    const original = lines.find((line, i) => i > 0 && /^\d+,[^",]+,/.test(line) && !line.includes('"'))!
    const cells = original.split(',')
    cells[phoneColumn] = '406-555-0199'
    const edited = cells.join(',')
    const send = async (line: string) => {
      await tools.getByLabel('Edited file').setInputFiles({
        name: 'dealer.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${header}\n${line}\n`),
      })
      await importButton.click()
    }
    await send(edited)
    await expect(status).toHaveText('Imported 1 line, 1 changed: 0 added, 1 updated, 0 unchanged.')
    const companyID = cells[0]
    const changed = (await (
      await request.get(`/api/dealers?where[data.companyID][equals]=${companyID}&depth=0`, { headers })
    ).json()) as { docs: { data: { phone1?: string } }[] }
    expect(changed.docs[0]?.data.phone1).toBe('406-555-0199')
    await send(original)
    await expect(status).toHaveText('Imported 1 line, 1 changed: 0 added, 1 updated, 0 unchanged.')

    // The page goes, so later runs start clean.
    await request.delete(`/api/pages/${id}`, { headers })
  })
})
