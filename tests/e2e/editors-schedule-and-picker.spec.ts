import type { APIRequestContext, Page } from '@playwright/test'

import { pathClashMessage } from '../../src/cms/collections/Pages/hooks/pathClash'
import { expectNoAxeViolationsIn, pickerText, SITE_ZONE } from './adminHelpers'
import { expect, expectHydrated, test, type Admin } from './fixtures'

async function createPage(
  request: APIRequestContext,
  admin: Admin,
  data: { title: string; path: string; _status: 'draft' | 'published'; seo?: { description: string } },
) {
  const res = await request.post(`/api/pages${data._status === 'draft' ? '?draft=true' : ''}`, {
    headers: { Authorization: `JWT ${admin.token}` },
    data,
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc
}

async function openScheduleDrawer(page: Page) {
  await expectHydrated(page.locator('#action-save'))
  await page.locator('.btn--withPopup .popup-button').first().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.getByRole('dialog', { name: /schedule-publish/ })
  await expect(drawer).toBeVisible()
  return drawer
}

test.describe('editors: the schedule drawer, the page picker and proposed addresses', () => {
  test.use({ viewport: { width: 1440, height: 1000 }, timezoneId: 'UTC' })

  test('the schedule drawer starts on Publish for a draft, in the site’s zone, and refuses a past time', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const stamp = Date.now()
    const draft = await createPage(request, admin, {
      title: `Never published ${stamp}`,
      path: `/e2e/schedule-${stamp}`,
      _status: 'draft',
    })
    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${draft.id}`)

    let drawer = await openScheduleDrawer(page)
    await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: 'Unpublish' })).not.toBeChecked()
    await expect(drawer.locator('.timezone-picker .rs__single-value')).toHaveText(
      'Eastern (New York) · site time',
    )
    await expect(drawer.getByText('Nothing is scheduled for this page.')).toBeVisible()
    await expectNoAxeViolationsIn(page, '.schedule-publish .drawer__content')

    // A time already past: refused at once, with the time named in the site's zone, and again on Save.
    const time = drawer.getByRole('textbox', { name: 'Time' })
    const past = new Date(Math.floor((Date.now() - 3 * 60 * 60_000) / 300_000) * 300_000)
    await time.fill(pickerText(past))
    await time.press('Enter')
    const refusal = drawer.getByRole('alert')
    await expect(refusal).toHaveText(/^.+ E[SD]T has already passed\. Choose a time later than now\.$/)
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(refusal).toContainText('has already passed')
    await expect(drawer.getByText('Nothing is scheduled for this page.')).toBeVisible()
    await expectNoAxeViolationsIn(page, '.schedule-publish .drawer__content')

    // Escape with the calendar open closes the calendar only; the next closes the drawer, which keeps its input.
    const future = new Date(Math.ceil((Date.now() + 2 * 24 * 60 * 60_000) / 300_000) * 300_000)
    await time.fill(pickerText(future))
    await time.press('Enter')
    await expect(refusal).toHaveCount(0)
    await time.click()
    await expect(page.locator('.react-datepicker-popper')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('.react-datepicker-popper')).toHaveCount(0)
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    drawer = await openScheduleDrawer(page)
    await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
    // As the picker shows a time it holds: 'Nov 30, 2026 1:45 AM' (typed with a comma after the year).
    await expect(drawer.getByRole('textbox', { name: 'Time' })).toHaveValue(
      pickerText(future).replace(/(\d{4}),/, '$1'),
    )
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    const row = drawer.getByRole('row').filter({ hasText: 'Publish' })
    await expect(row).toContainText('Eastern (New York) · site time')
    await expect(row).toContainText(
      future.toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: SITE_ZONE }),
    )
    await expect(row).toContainText('All languages')

    // One language's draft only: the row, read back from the queued job, names the language.
    await drawer.getByLabel('Languages to publish').selectOption({ label: 'Español' })
    const later = new Date(future.getTime() + 60 * 60_000)
    await time.fill(pickerText(later))
    await time.press('Enter')
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(drawer.getByRole('row').filter({ hasText: 'Español' })).toHaveCount(1)
    await expectNoAxeViolationsIn(page, '.schedule-publish .drawer__content')
  })

  test('a link’s page is found by part of its address and listed with its address beside its title', async ({
    page,
    context,
    request,
    admin,
    editorLock: _editorLock,
  }) => {
    const stamp = Date.now()
    const folder = `/e2e/picker-${stamp}`
    await createPage(request, admin, {
      title: 'Find a dealer',
      path: `${folder}/find-a-dealer`,
      _status: 'published',
    })
    await createPage(request, admin, {
      title: 'Find your dealer',
      path: `${folder}/find-your-dealer`,
      _status: 'published',
    })
    // A link of the footer's (the header's menu is edited by other specs, and the admin locks a global while it
    // is open). The pick is not saved.
    const footer = (await (
      await request.get('/api/globals/footer?depth=0', { headers: { Authorization: `JWT ${admin.token}` } })
    ).json()) as { columns?: { links?: unknown[] }[] }
    expect(footer.columns?.[0]?.links?.length, 'the footer has a link').toBeGreaterThan(0)

    await admin.signIn(context)
    await page.goto('/admin/globals/footer')
    const field = page.locator('#field-columns__0__links__0__page')
    await expectHydrated(field)
    const options = page.locator('.rs__option')

    // The list can still be on its first answer (every page) as the typing's answer comes in: look again.
    await expect(async () => {
      await field.locator('.rs__control').click()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type(`picker-${stamp}`)
      await expect(options).toHaveText(
        [`Find a dealer — ${folder}/find-a-dealer`, `Find your dealer — ${folder}/find-your-dealer`],
        { timeout: 5_000 },
      )
    }).toPass({ timeout: 60_000 })
    await expectNoAxeViolationsIn(page, '#field-columns__0__links__0__page')

    await page.keyboard.press('Escape')
    await field.locator('.rs__control').click()
    await page.keyboard.type(`${stamp}/find-your`)
    await expect(options).toHaveText([`Find your dealer — ${folder}/find-your-dealer`])
    await page.keyboard.press('Enter')
    await expect(field.locator('.rs__single-value')).toHaveText(
      `Find your dealer — ${folder}/find-your-dealer`,
    )
    await expectNoAxeViolationsIn(page, '#field-columns__0__links__0__page')
  })

  test('a new page’s address is proposed from its title as it is typed, and a taken one says whose it is', async ({
    page,
    context,
    request,
    admin,
    editorLock: _editorLock,
  }) => {
    const stamp = Date.now()
    const holder = `Holder of the address ${stamp}`
    // At the top level, where a proposed address goes: a whole page (the sitemap crawl may visit it meanwhile),
    // deleted again at the end.
    const held = await createPage(request, admin, {
      title: holder,
      path: `/taken-${stamp}`,
      _status: 'published',
      seo: { description: 'A page that holds an address while the proposed address is checked.' },
    })
    try {
      await admin.signIn(context)
      await page.goto('/admin/collections/pages/create')
      const title = page.locator('#field-title')
      const address = page.locator('#field-path')
      await expectHydrated(title)

      // Typed a letter at a time, the address follows; a title whose address is taken shows the server's message.
      await expect(async () => {
        await title.fill('')
        await title.pressSequentially(`Taken ${stamp}`, { delay: 20 })
        await expect(address).toHaveValue(`/taken-${stamp}`, { timeout: 5_000 })
      }).toPass({ timeout: 60_000 })
      const clash = page.getByText(pathClashMessage(holder))
      await expect(clash).toBeVisible()
      await expectNoAxeViolationsIn(page, '.field-type:has(#field-path)')
      await expectNoAxeViolationsIn(page, '.page-path-field__check')

      await title.pressSequentially(' offers', { delay: 20 })
      await expect(address).toHaveValue(`/taken-${stamp}-offers`)
      await expect(clash).toHaveCount(0)

      // An address of the editor's own is kept when the title changes again.
      await address.fill(`/e2e/own-${stamp}`)
      await title.pressSequentially(' now', { delay: 20 })
      await expect(address).toHaveValue(`/e2e/own-${stamp}`)
    } finally {
      await request.delete(`/api/pages/${held.id}`, { headers: { Authorization: `JWT ${admin.token}` } })
    }
  })
})
