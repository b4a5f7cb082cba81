import type { APIRequestContext, Locator } from '@playwright/test'

import { pathClashMessage } from '../../src/cms/collections/Pages/hooks/pathClash'
import { redirectOverPageMessage } from '../../src/domain/redirects'
import { addBlockInAdmin, changeInAdmin, pickInAdmin } from './adminHelpers'
import { expect, publishInAdmin, test, type Admin } from './fixtures'

async function publishedPage(request: APIRequestContext, admin: Admin, title: string, path: string) {
  const created = await request.post('/api/pages', {
    headers: { Authorization: `JWT ${admin.token}` },
    data: { title, path, _status: 'published', layout: [{ blockType: 'heading', text: title, level: 'h1' }] },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc
}

/** The message is on screen whole: its box is not narrower than its text, and nothing clips it. */
async function expectWhole(message: Locator) {
  await expect(message).toBeVisible()
  const clipped = await message.evaluate((element) => {
    const inner = element.querySelector('.tooltip-content') ?? element
    return inner.scrollWidth > inner.clientWidth + 1 || getComputedStyle(element).whiteSpace === 'nowrap'
  })
  expect(clipped, 'the message is cut off').toBe(false)
}

test.describe('refusals say what was refused', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a redirect from a live page’s address names the page, in the toast and at the field', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const stamp = Date.now()
    const title = `Find your dealer near the lake, ${stamp}`
    const path = `/e2e/refusals-${stamp}/live`
    await publishedPage(request, admin, title, path)

    await admin.signIn(context)
    await page.goto('/admin/collections/redirects/create')
    await page.locator('#field-from').fill(path)
    // The choice shows the address field once the form has taken it: choose again until it shows.
    await expect(async () => {
      await page.getByText('Custom URL', { exact: true }).first().click()
      await expect(page.locator('#field-to__url')).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await page.locator('#field-to__url').fill('/')
    await page.getByRole('button', { name: 'Save', exact: true }).click()

    const explanation = redirectOverPageMessage(title)
    await expect(page.locator('.payload-toast-container')).toContainText(explanation)
    await expect(page.getByText('The following field is invalid')).toHaveCount(0)
    await expectWhole(
      page.locator('.field-type.text', { has: page.locator('#field-from') }).locator('.field-error'),
    )
    await expect(page.locator('.field-error', { hasText: explanation })).toBeVisible()
  })

  test('a taken address typed with a trailing slash names the page that holds it, whole', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const stamp = Date.now()
    const holder = `Find a dealer, heating and cooling in every season ${stamp}`
    const taken = `/e2e/refusals-${stamp}/taken`
    await publishedPage(request, admin, holder, taken)
    const mine = await publishedPage(request, admin, `Another page ${stamp}`, `/e2e/refusals-${stamp}/mine`)

    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${mine.id}`)
    await page.locator('#field-path').fill(`${taken}/`)
    const error = page.locator('.field-error', { hasText: pathClashMessage(holder) })
    await expectWhole(error)
  })
})

test.describe('autosave and publishing with a block left incomplete', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('a draft keeps the title while a heading is empty; Publish names the block and the field', async ({
    page,
    context,
    request,
    admin,
    editorLock: _editing,
  }) => {
    test.slow()
    const headers = { Authorization: `JWT ${admin.token}` }
    const stamp = Date.now()
    const doc = await publishedPage(request, admin, `Autosave page ${stamp}`, `/e2e/autosave-${stamp}`)

    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    await addBlockInAdmin(page, /Add Layout/, 'Heading')
    await changeInAdmin(page, '#field-title', `Autosave page, retitled ${stamp}`)

    // The autosave stores the draft, the new title with it, although the new heading has no text yet.
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/pages/${doc.id}?draft=true&depth=0`, { headers })
          return ((await res.json()) as { title: string }).title
        },
        { timeout: 30_000 },
      )
      .toBe(`Autosave page, retitled ${stamp}`)
    await expect(page.locator('.save-problems')).toHaveCount(0)

    // Publishing is refused, naming the block and its field, beside Publish and at the field.
    await page.getByRole('button', { name: 'Publish changes' }).click()
    const problems = page.getByRole('alert').filter({ hasText: 'Not saved.' })
    await expect(problems).toContainText('Heading 2: Text is required.')
    await expect(page.locator('.payload-toast-container')).toContainText('Heading 2: Text is required.')
    await expect(page.locator('.field-error', { hasText: 'Heading 2: Text is required.' })).toBeVisible()
    const published = await request.get(`/api/pages/${doc.id}?depth=0`, { headers })
    expect(((await published.json()) as { title: string }).title).toBe(`Autosave page ${stamp}`)

    // Filled in, the page publishes and the notice goes.
    await page.locator('#field-layout__1__text').fill('Now with its text')
    await publishInAdmin(page)
    await expect(page.locator('.save-problems')).toHaveCount(0)
  })

  test('a refused autosave says so in the status area instead of saying ‘Saving…’', async ({
    page,
    context,
    request,
    admin,
    editorLock: _editing,
  }) => {
    const stamp = Date.now()
    const holder = `Autosave holder ${stamp}`
    const taken = `/e2e/autosave-${stamp}/taken`
    await publishedPage(request, admin, holder, taken)
    const mine = await publishedPage(request, admin, `Autosave mover ${stamp}`, `/e2e/autosave-${stamp}/mine`)

    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${mine.id}`)
    await changeInAdmin(page, '#field-path', taken)
    const problems = page.getByRole('alert').filter({ hasText: 'Not saved.' })
    await expect(problems).toContainText(`Path: ${pathClashMessage(holder)}`, { timeout: 30_000 })
    await expect(page.locator('.autosave')).toBeHidden()
  })
})

test.describe('menu links', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('a new menu link opens expanded and is named by its page as soon as one is picked', async ({
    page,
    context,
    request,
    admin,
  }) => {
    test.slow()
    const headers = { Authorization: `JWT ${admin.token}` }
    const stamp = Date.now()
    const title = `Menu target ${stamp}`
    await publishedPage(request, admin, title, `/e2e/menu-${stamp}`)
    const menu = (await (await request.get('/api/globals/header?depth=0', { headers })).json()) as {
      navItems: unknown[]
    }
    const row = menu.navItems.length
    expect(row, 'the header has room for one more item').toBeLessThan(8)

    await admin.signIn(context)
    await page.goto('/admin/globals/header')
    await page.getByRole('button', { name: /^Add Menu item/ }).click()
    await expect(page.locator(`#field-navItems__${row}__label`)).toBeVisible()
    await expect(page.locator('.nav-link-row-label', { hasText: `Menu item ${row + 1}` })).toBeVisible()
    await page
      .getByRole('button', { name: /^Add Menu link/ })
      .last()
      .click()
    // Open at once, ready to fill in.
    await expect(page.locator(`#field-navItems__${row}__children__0__label`)).toBeVisible()
    // A pick while the new row is still being filled in from the server can be undone by it: pick again.
    await expect(async () => {
      await pickInAdmin(page, `navItems.${row}.children.0.page`, title)
    }).toPass({ timeout: 60_000 })
    await expect(page.locator('.nav-link-row-label', { hasText: title })).toBeVisible()
  })
})
