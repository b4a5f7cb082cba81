import type { Page } from '@playwright/test'
import sharp from 'sharp'

import {
  addBlockInAdmin,
  addColumnInAdmin,
  changeInAdmin,
  chooseInAdmin,
  fillInAdmin,
  pickInAdmin,
  pickerText,
} from './adminHelpers'
import { expect, expectHydrated, publishInAdmin, test } from './fixtures'

/** Types into the n-th rich-text editor of the form until it holds the text (a new editor may still be starting). */
async function typeRichText(page: Page, index: number, text: string) {
  const editor = page.locator('[data-lexical-editor="true"]').nth(index)
  await expect(async () => {
    await editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(text)
    await expect(editor).toHaveText(text, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/** Schedules the open page's unpublishing at `at` from the arrow beside Publish. */
async function scheduleUnpublish(page: Page, at: Date) {
  await expectHydrated(page.locator('#action-save'))
  await page.locator('.btn--withPopup .popup-button').first().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.getByRole('dialog', { name: /schedule-publish/ })
  await drawer.getByRole('radio', { name: 'Unpublish' }).check()
  const time = drawer.getByRole('textbox').first()
  await time.fill(pickerText(at))
  await time.press('Enter')
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(drawer.getByRole('table')).toContainText('Unpublish')
  await page.keyboard.press('Escape')
}

test.describe('an editor’s afternoon in the admin', () => {
  test.use({ viewport: { width: 1440, height: 1000 }, timezoneId: 'UTC' })

  test('builds, links, publishes, moves, schedules, is warned and restores a landing page', async ({
    page,
    context,
    request,
    admin,
    editorLock: _editing,
  }) => {
    test.setTimeout(420_000)
    const headers = { Authorization: `JWT ${admin.token}` }
    const stamp = Date.now()
    const title = `Spring tune-up ${stamp}`
    const base = `/e2e/afternoon-${stamp}`
    // Its own menu label, so a second attempt never finds the first one's link.
    const menuLabel = `Spring offer ${String(stamp).slice(-5)}`

    // What the library already holds: a photo, and a reusable section built on another day.
    const upload = await request.post('/api/media', {
      headers,
      multipart: {
        file: {
          name: `afternoon-${stamp}.png`,
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a4d6e' } })
            .png()
            .toBuffer(),
        },
        _payload: JSON.stringify({ alt: 'A technician checking a furnace' }),
      },
    })
    expect(upload.status()).toBe(201)
    const { doc: image } = (await upload.json()) as { doc: { id: number } }
    const sectionTitle = `Call a dealer ${stamp}`
    const section = await request.post('/api/sections', {
      headers,
      data: {
        title: sectionTitle,
        blocks: [{ blockType: 'heading', text: 'Questions? A local dealer can help', level: 'h2' }],
      },
    })
    expect(section.status()).toBe(201)

    await admin.signIn(context)

    // 1. A landing page: a hero, two columns from a preset (text and the photo), an FAQ and the section.
    await page.goto('/admin/collections/pages/create')
    await page.getByLabel('Title').first().fill(title)
    await page.getByLabel('Path').fill(`${base}/offer`)
    // Blocks and rows first, then what they hold: a row added later can re-render the ones before it. Each new
    // block is waited for until its fields show (the admin fills a new row in from the server).
    const shows = (selector: string) =>
      expect(page.locator(selector).first()).toBeVisible({ timeout: 30_000 })
    await addBlockInAdmin(page, /Add Layout/, 'Hero')
    await shows('#field-layout__0__title')
    await addBlockInAdmin(page, /Add Layout/, 'Columns')
    await shows('#field-layout__1__preset')
    for (const [index, block] of ['Paragraph', 'Image'].entries()) {
      await addColumnInAdmin(page, index)
      await addBlockInAdmin(page, /Add Block/, block)
    }
    await shows('[data-lexical-editor="true"]')
    // The columns' image field (the page's sharing image and the hero have their own).
    const columnImage = page.locator('[id^="field-layout__1__columns__1__"]')
    await expect(columnImage.getByRole('button', { name: 'Choose from existing' })).toBeVisible({
      timeout: 30_000,
    })
    await addBlockInAdmin(page, /Add Layout/, 'FAQ list')
    await page.getByRole('button', { name: 'Add Question' }).click()
    await shows('#field-layout__2__items__0__question')
    await addBlockInAdmin(page, /Add Layout/, 'Reusable section')
    await shows('#field-layout__3__section')

    await chooseInAdmin(page, 'layout.0.variant', 'Background colour only')
    await fillInAdmin(page, '#field-layout__0__title', 'Book your spring tune-up')
    await chooseInAdmin(page, 'layout.1.preset', 'Two-thirds and a third (⅔ + ⅓)')
    await typeRichText(page, 0, 'A yearly check keeps the system quiet and efficient.')
    const filename = `afternoon-${stamp}.png`
    await columnImage.getByRole('button', { name: 'Choose from existing' }).click()
    const library = page.getByRole('dialog')
    // The card's name is the file's name, twice once its thumbnail has loaded (the picture's text alternative).
    await library.getByRole('button', { name: filename }).click()
    await expect(library).toHaveCount(0)
    await fillInAdmin(page, '#field-layout__2__items__0__question', 'How long does a tune-up take?')
    await typeRichText(page, 1, 'About an hour for most homes.')
    await pickInAdmin(page, 'layout.3.section', sectionTitle)
    // Everything is still there before publishing.
    await expect(page.locator('#field-layout__0__title')).toHaveValue('Book your spring tune-up')
    await expect(columnImage.getByRole('link', { name: filename })).toBeVisible()
    await expect(page.locator('#field-layout__2__items__0__question')).toHaveValue(
      'How long does a tune-up take?',
    )
    await publishInAdmin(page)
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
    const pageUrl = page.url()
    const pageId = pageUrl.split('/').pop()

    await page.goto(`${base}/offer`)
    await expect(page.getByRole('heading', { name: 'Book your spring tune-up' })).toBeVisible()
    await expect(page.getByText('A yearly check keeps the system quiet and efficient.')).toBeVisible()
    await expect(page.getByRole('img', { name: 'A technician checking a furnace' })).toBeVisible()
    await expect(page.getByText('How long does a tune-up take?')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Questions? A local dealer can help' })).toBeVisible()

    // 2. The header menu links to it by picking the page.
    const menu = (await (await request.get('/api/globals/header?depth=0', { headers })).json()) as {
      navItems: unknown[]
    }
    const row = menu.navItems.length
    await page.goto('/admin/globals/header')
    await page.getByRole('button', { name: /^Add Menu item/ }).click()
    await fillInAdmin(page, `#field-navItems__${row}__label`, menuLabel)
    await pickInAdmin(page, `navItems.${row}.page`, title)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully.').first()).toBeVisible()
    await page.goto('/')
    const menuLink = page.getByRole('banner').getByRole('link', { name: menuLabel }).first()
    await expect(menuLink).toHaveAttribute('href', `${base}/offer`)

    // 3. Its address changes; the old one leads to the new, and so does the menu. The save is checked through the
    // API: a form that re-renders from the server while the path is typed can publish the old one.
    await expect(async () => {
      await page.goto(pageUrl)
      await changeInAdmin(page, '#field-path', `${base}/spring-offer`)
      await publishInAdmin(page)
      const saved = await request.get(`/api/pages/${pageId}?depth=0`, { headers })
      expect(((await saved.json()) as { path: string }).path).toBe(`${base}/spring-offer`)
    }).toPass({ timeout: 90_000 })
    // The old address is a cached page until the publish has expired it, which can take a moment after the save.
    await expect
      .poll(
        async () =>
          (await request.get(`${base}/offer`, { maxRedirects: 0 })).headers()['location'] ?? 'no redirect',
        { timeout: 20_000, intervals: [500, 1000] },
      )
      .toMatch(new RegExp(`${base}/spring-offer$`))
    await page.goto(`${base}/offer`)
    await expect(page).toHaveURL(new RegExp(`${base}/spring-offer$`))
    await expect(page.getByRole('heading', { name: 'Book your spring tune-up' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: menuLabel }).first()).toHaveAttribute(
      'href',
      `${base}/spring-offer`,
    )

    // 4. The photo cannot be deleted while the page uses it: the warning names the page.
    await page.goto(`/admin/collections/media/${image.id}`)
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText(`This image is used by Page “${title}”`)).toBeVisible()

    // 5. Its unpublishing is scheduled for the first whole minute at least 45 s ahead; at that minute the page
    // leaves the site and the menu, and not before.
    await page.goto(pageUrl)
    const unpublishAt = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000)
    await scheduleUnpublish(page, unpublishAt)
    await expect
      .poll(async () => (await request.get(`${base}/spring-offer`, { maxRedirects: 0 })).status(), {
        timeout: unpublishAt.getTime() - Date.now() + 30_000,
        intervals: [2000],
      })
      .toBe(404)
    // Not before its minute.
    expect(Date.now()).toBeGreaterThanOrEqual(unpublishAt.getTime())
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: menuLabel })).toHaveCount(0)

    // 6. Deleted, it goes to the trash, and comes back from there.
    await page.goto(pageUrl)
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages(\?.*)?$/)
    await page.goto('/admin/collections/pages/trash')
    await page.getByRole('link', { name: title }).click()
    await page.getByRole('button', { name: 'Restore', exact: true }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(async () => {
      const found = await request.get(
        `/api/pages?draft=true&depth=0&where[title][equals]=${encodeURIComponent(title)}`,
        { headers },
      )
      const docs = ((await found.json()) as { docs: { deletedAt?: string | null }[] }).docs
      expect(docs).toHaveLength(1)
      expect(docs[0]?.deletedAt ?? null).toBeNull()
    }).toPass({ timeout: 20_000 })

    // The header goes back to what the other tests expect.
    const header = (await (await request.get('/api/globals/header?depth=0', { headers })).json()) as {
      navItems: { label: string }[]
    }
    const kept = header.navItems.filter((item) => !item.label.startsWith('Spring offer'))
    expect((await request.post('/api/globals/header', { headers, data: { navItems: kept } })).status()).toBe(
      200,
    )
  })
})
