import type { APIRequestContext } from '@playwright/test'

import { expect, expectNoAxeViolations, test, type Admin } from './fixtures'

async function pageWithDraft(request: APIRequestContext, admin: Admin, path: string) {
  const headers = { Authorization: `JWT ${admin.token}` }
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Draft preview',
      path,
      _status: 'published',
      layout: [{ blockType: 'heading', text: 'Published heading', level: 'h1' }],
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const draft = await request.patch(`/api/pages/${doc.id}?draft=true`, {
    headers,
    data: { layout: [{ blockType: 'heading', text: 'Draft heading', level: 'h1' }] },
  })
  expect(draft.status()).toBe(200)
}

test('a staff member previews a draft under a bar, and a signed-out browser no longer gets it', async ({
  page,
  context,
  request,
  admin,
}) => {
  const path = `/e2e/draft-${Date.now()}`
  await pageWithDraft(request, admin, path)

  await page.goto('/admin')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('link', { name: 'Pages' }).first().waitFor({ timeout: 30_000 })

  await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
  const bar = page.getByRole('region', { name: 'Draft preview' })
  await expect(bar).toContainText('Draft preview is on.')
  await expect(page.getByRole('heading', { level: 1, name: 'Draft heading' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Exit preview returns to the published page.
  await bar.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Published heading' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)

  // Preview again, keep every cookie the browser holds now, then sign out.
  await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Draft heading' })).toBeVisible()
  const previewCookies = await context.cookies()
  expect(previewCookies.map((c) => c.name)).toEqual(
    expect.arrayContaining(['__prerender_bypass', 'payload-token']),
  )
  await page.goto('/admin/logout')
  await page.getByLabel('Email').waitFor({ timeout: 30_000 })
  expect((await context.cookies()).map((c) => c.name)).not.toContain('__prerender_bypass')

  // Even with the old cookies put back, the draft is no longer served.
  await context.addCookies(previewCookies)
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Published heading' })).toBeVisible()
  expect(await page.getByText('Draft heading').count()).toBe(0)
  await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
})
