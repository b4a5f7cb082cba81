import { expect, expectHydrated, test } from './fixtures'

/** The admin's date field text for a moment, as its picker writes it (en-US, the browser's zone: UTC here). */
const pickerText = (at: Date) =>
  at
    .toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    })
    .replace(' at ', ', ')

test.describe('scheduled publishing', () => {
  test.use({ viewport: { width: 1440, height: 1000 }, timezoneId: 'UTC' })

  test('an editor schedules an unpublish and the page leaves the site at that minute', async ({
    page,
    context,
    request,
    admin,
  }) => {
    test.setTimeout(180_000)
    const path = `/e2e/scheduled-${Date.now()}`
    const created = await request.post('/api/pages', {
      headers: { Authorization: `JWT ${admin.token}` },
      data: {
        title: 'Limited offer',
        path,
        _status: 'published',
        layout: [{ blockType: 'heading', text: 'Limited offer', level: 'h1' }],
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect((await request.get(path)).status()).toBe(200)

    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    const publish = page.locator('#action-save')
    await expectHydrated(publish)
    await page.locator('.btn--withPopup .popup-button').first().click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()

    const drawer = page.getByRole('dialog', { name: /schedule-publish/ })
    await drawer.getByRole('radio', { name: 'Unpublish' }).check()
    // The next whole minute, at least 20 s ahead, so it is still in the future once saved.
    const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
    const time = drawer.getByRole('textbox').first()
    await time.fill(pickerText(at))
    await time.press('Enter')
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(drawer.getByRole('table')).toContainText('Unpublish')

    // Still on the site until its minute; gone within seconds after it (the job runner checks every 5 s).
    expect((await request.get(path)).status()).toBe(200)
    await expect
      .poll(async () => (await request.get(path, { maxRedirects: 0 })).status(), {
        timeout: at.getTime() - Date.now() + 25_000,
        intervals: [2000],
      })
      .toBe(404)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  })
})

test('the loopback revalidation route answers nobody without the server’s token', async ({ request }) => {
  const guessed = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-token': 'guess' },
    data: { tags: ['pages'], paths: ['/'] },
  })
  expect(guessed.status()).toBe(404)
  expect((await request.post('/api/revalidate', { data: {} })).status()).toBe(404)
})
