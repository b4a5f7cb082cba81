// Screenshots of the admin for docs/admin/ at 1280 px: a page's block list, the block picker and the dealer list.
// Run against a running site: BASE_URL=http://127.0.0.1:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… node scripts/admin-screenshots.mjs
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const email = process.env.ADMIN_EMAIL
const password = process.env.ADMIN_PASSWORD
if (!email || !password) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD to an admin account of the running site.')
  process.exit(1)
}
const out = path.resolve(import.meta.dirname, '..', 'docs', 'admin')
mkdirSync(out, { recursive: true })

const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email, password }),
})
if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`)
const { token } = await login.json()
const home = await fetch(`${base}/api/pages?where[path][equals]=/&depth=0&limit=1`, {
  headers: { Authorization: `JWT ${token}` },
})
const homeId = (await home.json()).docs[0]?.id
if (!homeId) throw new Error('No home page: seed the site first.')

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 })
await context.addCookies([{ name: 'payload-token', value: token, url: base }])
const page = await context.newPage()
const shot = (name) =>
  page.screenshot({ path: path.join(out, `${name}-1280.jpg`), type: 'jpeg', quality: 80 })

// A page's blocks, each row named by its type and what it holds.
await page.goto(`${base}/admin/collections/pages/${homeId}`)
await page.getByText('01 ').first().waitFor({ timeout: 60_000 })
await page.getByRole('button', { name: 'Collapse All' }).first().click()
await page
  .getByRole('heading', { name: 'Layout' })
  .first()
  .evaluate((el) => el.scrollIntoView())
await page.mouse.wheel(0, -40)
await shot('page-blocks')

// The block picker the 'Add Layout' button opens.
await page
  .getByRole('button', { name: /^Add Layout$/ })
  .last()
  .click()
await page.getByRole('heading', { name: /Add Layout/ }).waitFor()
await page.waitForTimeout(500)
await shot('block-picker')

// The dealer list with its zip filter.
await page.goto(`${base}/admin/collections/dealers`)
await page.getByRole('table').waitFor({ timeout: 60_000 })
await shot('dealer-list')

await browser.close()
console.log(`Screenshots written to ${path.relative(process.cwd(), out)}`)
