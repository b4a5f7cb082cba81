import type { Page } from '@playwright/test'

import { expect, publishInAdmin, test, type Admin } from './fixtures'
import { e2ePort } from './globalSetup'

/*
 * A default install (SITE_URL not set) answers at every local name: the admin must save and publish at
 * 127.0.0.1 as well as at localhost, with the session it signed in with at that host.
 */

async function signInThroughForm(page: Page, origin: string, admin: Admin) {
  await page.goto(`${origin}/admin`)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('link', { name: 'Pages' }).first().waitFor({ timeout: 30_000 })
  // Still at the host the browser opened: nothing sent it elsewhere.
  expect(new URL(page.url()).origin).toBe(origin)
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`the admin opened at ${host} creates, edits and publishes a page the site then shows`, async ({
    page,
    admin,
  }) => {
    const origin = `http://${host}:${e2ePort}`
    const path = `/e2e/host-${host.replace(/\W+/g, '-')}-${Date.now()}`
    await signInThroughForm(page, origin, admin)

    await page.goto(`${origin}/admin/collections/pages/create`)
    await page.getByLabel('Title').first().fill(`First title at ${host}`)
    await page.getByLabel('Path').fill(path)
    await publishInAdmin(page)
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)

    await page.getByLabel('Title').first().fill(`Edited at ${host}`)
    await publishInAdmin(page)

    const response = await page.goto(`${origin}${path}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: `Edited at ${host}` })).toBeAttached()
  })
}
