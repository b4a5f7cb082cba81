import type { APIRequestContext } from '@playwright/test'

import { addBlockInAdmin, addColumnInAdmin, chooseInAdmin, fillInAdmin } from './adminHelpers'
import {
  expect,
  expectHydrated,
  expectNoAxeViolations,
  publishInAdmin,
  START_ADMIN,
  test,
  type Admin,
} from './fixtures'

const text = (t: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

/** Payload's REST API as the signed-in admin. */
async function api(request: APIRequestContext, admin: Admin, method: string, path: string, body?: unknown) {
  const res = await request.fetch(path, {
    method,
    headers: { Authorization: `JWT ${admin.token}` },
    data: body,
  })
  return { status: res.status(), json: (await res.json()) as { doc?: { id: number | string } } }
}

test.describe('the admin', () => {
  test('signs in with the start credentials and shows the content collections', async ({ page }) => {
    await page.goto('/admin')
    await page.getByLabel('Email').fill(START_ADMIN.email)
    await page.getByLabel('Password').fill(START_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('link', { name: 'Pages' }).first().waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/admin')
    // What an admin has and an editor does not (see 'an editor in the admin').
    const nav = page.getByRole('navigation').first()
    for (const name of ['Users', 'Leads', 'Newsletter sign-ups']) {
      await expect(nav.getByRole('link', { name, exact: true }), name).toBeVisible()
    }
  })

  test('signs in under the brand and opens on what editors do most', async ({ page, context, admin }) => {
    await page.goto('/admin/login')
    await expect(
      page.getByRole('img', { name: 'Alderline' }).or(page.getByText('Alderline').first()),
    ).toBeVisible()
    await admin.signIn(context)
    await page.goto('/admin')
    const dashboard = page.getByRole('region', { name: 'Your site today' })
    for (const heading of ['Recent changes', 'Drafts waiting', 'Scheduled', 'Lead inbox', 'Dealers']) {
      await expect(dashboard.getByRole('heading', { name: new RegExp(`^${heading}`) }), heading).toBeVisible()
    }
    await expect(dashboard).toContainText(/\d[\d,]* dealers in the network/)
    await dashboard.getByRole('link', { name: 'New page' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/create$/)
  })
})

test.describe('the dealer list', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('shows where each dealer is, its rating and tier, and finds dealers by zip', async ({
    page,
    context,
    request,
    admin,
  }) => {
    // A zip whose digits also stand in another dealer's slug (name and company id): searching it must find only
    // the dealers at that zip, as a search over slugs and company ids would not.
    type Row = { slug: string; data: { zipcode?: string | null } }
    const dealers: Row[] = []
    for (let page = 1; page <= 3; page++) {
      const res = await request.get(
        `/api/dealers?limit=1000&page=${page}&depth=0&select[slug]=true&select[data][zipcode]=true`,
        { headers: { Authorization: `JWT ${admin.token}` } },
      )
      dealers.push(...((await res.json()) as { docs: Row[] }).docs)
    }
    const zip = dealers
      .map((d) => d.data.zipcode ?? '')
      .find((z) => z.length === 5 && dealers.some((d) => d.data.zipcode !== z && d.slug.includes(z)))
    expect(zip, 'a zip that also stands in a slug').toBeTruthy()

    await admin.signIn(context)
    await page.goto('/admin/collections/dealers')
    const table = page.getByRole('table')
    for (const column of [
      'City',
      'State',
      'Zipcode',
      'Average rating',
      'Total review count',
      'Dealer tier',
    ]) {
      // Headers read 'Dealer > City': the group, then the field.
      await expect(
        table.getByRole('columnheader', { name: new RegExp(`> ${column} Sort by`) }),
        column,
      ).toBeVisible({
        timeout: 30_000,
      })
    }
    await page.getByPlaceholder(/Search by/).fill(zip ?? '')
    await expect(page).toHaveURL(new RegExp(`search=${zip}`))
    const rows = table.locator('tbody tr')
    await expect(rows.first()).toContainText(zip ?? '')
    for (const row of await rows.all()) await expect(row).toContainText(zip ?? '')
  })

  test('shows a dealer’s reviews on the dealer, each linked to where staff may hide it', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const headers = { Authorization: `JWT ${admin.token}` }
    const found = await request.get('/api/dealer-reviews?limit=1&depth=0&sort=-date', { headers })
    const review = ((await found.json()) as { docs: { id: number; dealer: number; author_name: string }[] })
      .docs[0]!
    const count = await request.get(`/api/dealer-reviews/count?where[dealer][equals]=${review.dealer}`, {
      headers,
    })
    const { totalDocs } = (await count.json()) as { totalDocs: number }

    await admin.signIn(context)
    await page.goto(`/admin/collections/dealers/${review.dealer}`)
    // The dealer's form opens on its company tab; the reviews have one of their own.
    await page.getByRole('button', { name: 'Reviews and ranking' }).click({ timeout: 30_000 })
    const reviews = page.getByRole('region', { name: `Reviews (${totalDocs})` })
    await expect(reviews).toBeVisible({ timeout: 30_000 })
    await reviews.getByRole('link', { name: review.author_name }).first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/dealer-reviews/\\d+$`))
  })

  test('lists the dealers serving a zip, as the site’s locator finds them', async ({
    page,
    context,
    request,
    admin,
  }) => {
    // What the locator shows a visitor at 99723 (the README's one-dealer zip).
    const search = await request.get('/api/v1/dealers/locations?brand=ALD&zipcode=99723')
    const expected = ((await search.json()) as { dealers: { data: { name: string } }[] }).dealers.map(
      (d) => d.data.name,
    )
    expect(expected).toHaveLength(1)

    await admin.signIn(context)
    await page.goto('/admin/collections/dealers')
    const filter = page.getByRole('search', { name: 'Dealers serving a zip or postal code' })
    const zip = filter.getByRole('textbox', { name: 'Dealers serving a zip or postal code' })
    await expectHydrated(zip)
    await zip.fill('123')
    await filter.getByRole('button', { name: 'Show dealers' }).click()
    await expect(filter.getByRole('status')).toHaveText(/5-digit zip code/)

    await zip.fill(' 99723')
    await filter.getByRole('button', { name: 'Show dealers' }).click()
    await expect(page).toHaveURL(/servingZip=99723/)
    const rows = page.getByRole('table').locator('tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(expected[0]!)

    await filter.getByRole('button', { name: 'Show all dealers' }).click()
    await expect(rows).not.toHaveCount(1)
  })

  test('imports an edited dealer spreadsheet: a bad line is named and nothing is written', async ({
    page,
    context,
    request,
    admin,
  }) => {
    // A company id of this run only, so a retry starts from nothing.
    const companyID = 976_000 + (Date.now() % 1000)
    const header = 'companyID,name,zipcode,country,phone1,lat,lon'
    const good = `${companyID},Playwright Comfort Co,59001,US,406-555-0110,45.52,-109.45`
    const file = (...lines: string[]) => ({
      name: 'dealers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${lines.join('\n')}\n`),
    })

    await admin.signIn(context)
    await page.goto('/admin/collections/dealers')
    const tools = page.getByRole('region', { name: 'Spreadsheet' })
    const importButton = tools.getByRole('button', { name: 'Import CSV' })
    await expectHydrated(importButton)
    const exported = await request.get('/api/dealers/export-csv', {
      headers: { Authorization: `JWT ${admin.token}` },
    })
    expect(await exported.text()).toMatch(/^companyID,name,dealerType,/)

    await tools
      .getByLabel('Edited file')
      .setInputFiles(file(header, good, `${companyID + 1},Bad Zip,590,US,,45,-109`))
    await importButton.click()
    const status = tools.getByRole('status')
    await expect(status).toContainText('The file has one problem; nothing was imported.')
    await expect(status.getByRole('listitem')).toHaveText([
      'Line 3, zipcode: Enter a 5-digit zip code (or ZIP+4).',
    ])

    await tools.getByLabel('Edited file').setInputFiles(file(header, good))
    await importButton.click()
    await expect(status).toHaveText('Imported 1 line, 1 changed: 1 added, 0 updated, 0 unchanged.')

    const found = await request.get(`/api/dealers?where[data.companyID][equals]=${companyID}&depth=0`, {
      headers: { Authorization: `JWT ${admin.token}` },
    })
    const docs = ((await found.json()) as { docs: { id: number }[] }).docs
    expect(docs).toHaveLength(1)
    await request.delete(`/api/dealers/${docs[0]!.id}`, { headers: { Authorization: `JWT ${admin.token}` } })
  })
})

test.describe('an editor in the admin', () => {
  test('sees the content collections and none of the admins’ (users, leads, sign-ups)', async ({
    page,
    request,
    admin,
  }) => {
    const email = `e2e-editor-${Date.now()}@example.com`
    const password = 'e2e-editor-password'
    const created = await api(request, admin, 'POST', '/api/users', { email, password, roles: ['editor'] })
    expect(created.status).toBe(201)
    await page.goto('/admin')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    const nav = page.getByRole('navigation').first()
    await expect(nav.getByRole('link', { name: 'Pages', exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(nav.getByRole('link', { name: 'Media', exact: true })).toBeVisible()
    for (const name of ['Users', 'Leads', 'Newsletter sign-ups']) {
      await expect(nav.getByRole('link', { name, exact: true }), name).toHaveCount(0)
    }
    // Opened by address, the leads list shows no lead.
    await page.goto('/admin/collections/leads')
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})

test.describe('the page editor', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('saves nothing from Create New until the page has a title and a free address', async ({
    page,
    context,
    request,
    admin,
  }) => {
    test.slow()
    // Other tests create pages at the same time: count only what this one could have made.
    const titleText = `Made from Create New ${Date.now()}`
    /** Pages (drafts included) matching a REST where-query, as the admin counts them. */
    const pagesWhere = async (where: string) => {
      const res = await request.get(`/api/pages?draft=true&limit=1&depth=0&${where}`, {
        headers: { Authorization: `JWT ${admin.token}` },
      })
      return ((await res.json()) as { totalDocs: number }).totalDocs
    }
    const untitled = () => pagesWhere('where[title][exists]=false')
    const mine = () => pagesWhere(`where[title][equals]=${encodeURIComponent(titleText)}`)
    const untitledBefore = await untitled()
    await admin.signIn(context)
    // Every save the page editor asks for, and the page's own clock, so its autosave timers can be run at once.
    const saves: string[] = []
    page.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/pages')) saves.push(r.url())
    })
    await page.clock.install()
    await page.goto('/admin/collections/pages/create')
    const title = page.getByLabel('Title').first()
    await expect(title).toBeVisible()
    // The empty form is not stored: with every timer of the next two seconds run (autosave waits 800 ms) and
    // two frames drawn, no save was asked for, the address stays the create address and no untitled draft appears.
    await page.clock.runFor(2_000)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(saves).toEqual([])
    expect(new URL(page.url()).pathname).toBe('/admin/collections/pages/create')
    expect(await untitled()).toBe(untitledBefore)

    await title.fill(titleText)
    // A draft save with an address another page uses is refused, naming that page.
    await page.getByLabel('Path').fill('/about')
    const clash = page.getByText(
      'The page “About Alderline” already uses this address. Choose another, or change that page’s address first.',
    )
    // A press while the form is still checking the typed address can be lost on a busy machine: press again.
    await expect(async () => {
      await page.getByRole('button', { name: 'Save Draft' }).click()
      await expect(clash.first()).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    expect(await mine()).toBe(0)

    const path = `/e2e/create-new-${Date.now()}`
    await page.getByLabel('Path').fill(path)
    await publishInAdmin(page)
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
    expect(await mine()).toBe(1)
    expect(await untitled()).toBe(untitledBefore)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
  })

  test('builds a page from columns, paragraphs and raw HTML, and publishes it to its path', async ({
    page,
    context,
    request,
    admin,
    editorLock: _editing,
  }) => {
    // A dozen admin round trips (block drawer, search, autosave, publish): on a busy 2-core machine they can
    // outrun the default minute, so this test gets three.
    test.slow()
    const path = `/e2e/editor-${Date.now()}`
    await admin.signIn(context)
    const addBlock = (button: RegExp, label: string) => addBlockInAdmin(page, button, label)

    await page.goto('/admin/collections/pages/create')
    await page.getByLabel('Title').first().fill('Built in the editor')
    await page.getByLabel('Path').fill(path)
    await addBlock(/Add Layout/, 'Columns')
    // A new Columns block starts as two equal columns; widths per column appear only for a custom layout.
    await expect(page.locator('#field-layout__0__preset .rs__single-value')).toHaveText('Halves (½ + ½)')
    for (const [index, text] of ['Left column text', 'Right column text'].entries()) {
      // The new column's own "Add Block" button is the last one once it has rendered.
      await addColumnInAdmin(page, index)
      await addBlock(/Add Block/, 'Paragraph')
      // The editor can still be starting when it appears: type again until the text stays in it.
      const editor = page.locator('[data-lexical-editor="true"]').nth(index)
      await expect(async () => {
        await editor.click()
        await page.keyboard.press('ControlOrMeta+a')
        await page.keyboard.type(text)
        await expect(editor).toHaveText(text, { timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
    }
    await addBlock(/Add Layout/, 'Raw HTML')
    await page
      .getByLabel('Raw HTML')
      .fill(
        '<p>Kept markup</p><script>window.__injected = 1</script><img src="/x.png" alt="" onerror="window.__pwned = 1">',
      )
    await publishInAdmin(page)

    const saved = await request.get(`/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0`, {
      headers: { Authorization: `JWT ${admin.token}` },
    })
    const doc = (
      (await saved.json()) as {
        docs: { _status: string; layout: { blockType: string; columns?: { blocks: unknown[] }[] }[] }[]
      }
    ).docs[0]
    expect(doc?._status).toBe('published')
    expect(doc?.layout.map((b) => b.blockType)).toEqual(['columns', 'html'])
    expect(doc?.layout[0]?.columns?.map((c) => c.blocks.length)).toEqual([1, 1])

    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    for (const text of ['Left column text', 'Right column text', 'Kept markup']) {
      await expect(page.getByText(text), text).toBeVisible()
    }
    const html = await page.content()
    expect(html).not.toContain('__injected')
    expect(html).not.toContain('onerror')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  })

  test('adds a hero and a quote carousel, publishes, and the visitor sees both', async ({
    page,
    context,
    admin,
    editorLock: _editing,
  }) => {
    test.slow()
    const path = `/e2e/hero-carousel-${Date.now()}`
    await admin.signIn(context)
    await page.goto('/admin/collections/pages/create')
    await page.getByLabel('Title').first().fill('Hero and carousel')
    await page.getByLabel('Path').fill(path)
    await addBlockInAdmin(page, /Add Layout/, 'Hero')
    // A picture hero needs its pictures; the colour hero needs none.
    await chooseInAdmin(page, 'layout.0.variant', 'Background colour only')
    await page.locator('#field-layout__0__title').fill('Built with the hero block')
    // The block's row names its kind and what it holds.
    await expect(page.getByText('01 Hero: Built with the hero block')).toBeVisible()
    await addBlockInAdmin(page, /Add Layout/, 'Quote slider')
    await page.locator('#field-layout__1__title').fill('What owners say')
    const quotes = [
      ['Quiet from the first day.', 'Sam, demo'],
      ['Warm upstairs at last.', 'Ria, demo'],
    ] as const
    // Rows first, then their text: a row added later can re-render the ones before it.
    for (const index of quotes.keys()) {
      await page.getByRole('button', { name: 'Add Quote' }).click()
      await expect(page.locator(`#field-layout__1__slides__${index}__quote`)).toBeVisible()
    }
    for (const [index, [quote, author]] of quotes.entries()) {
      await fillInAdmin(page, `#field-layout__1__slides__${index}__quote`, quote)
      await fillInAdmin(page, `#field-layout__1__slides__${index}__author`, author)
    }
    for (const [index, [quote]] of quotes.entries()) {
      await expect(page.locator(`#field-layout__1__slides__${index}__quote`)).toHaveValue(quote)
    }
    await publishInAdmin(page)

    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Built with the hero block' })).toBeVisible()
    const carousel = page.getByRole('region', { name: 'What owners say' })
    await expect(carousel.getByText('Quiet from the first day.')).toBeVisible()
    const next = carousel.getByRole('button', { name: 'Next slide' })
    await expectHydrated(next)
    await next.click()
    await expect(carousel.getByText('Warm upstairs at last.')).toBeVisible()
  })
})

test.describe('a page built from core blocks', () => {
  // The tests follow one page through publish, edit and draft: a retry starts again from its creation.
  test.describe.configure({ mode: 'serial' })
  const path = `/e2e/built-${Date.now()}`
  let id: number | string

  test('appears at its path once published, with the raw HTML cleaned', async ({ page, request, admin }) => {
    const created = await api(request, admin, 'POST', '/api/pages', {
      title: 'Built in the admin',
      path,
      _status: 'published',
      layout: [
        { blockType: 'heading', text: 'Built from blocks', level: 'h1' },
        {
          blockType: 'columns',
          verticalAlignment: 'top',
          gap: 'medium',
          columns: [
            {
              widths: { mobile: '12', medium: '6' },
              blocks: [{ blockType: 'paragraph', content: text('Left column text') }],
            },
            {
              widths: { mobile: '12', medium: '6' },
              blocks: [{ blockType: 'paragraph', content: text('Right column text') }],
            },
          ],
        },
        {
          blockType: 'html',
          html: '<p>Kept markup</p><script>window.__injected = 1</script><img src="/missing.png" alt="" onerror="window.__pwned = 1">',
        },
      ],
    })
    expect(created.status).toBe(201)
    id = created.json.doc!.id

    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Built from blocks' })).toBeVisible()
    await expect(page.getByText('Left column text')).toBeVisible()
    await expect(page.getByText('Right column text')).toBeVisible()
    await expect(page.getByText('Kept markup')).toBeVisible()
    const html = await page.content()
    expect(html).not.toContain('__injected')
    expect(html).not.toContain('onerror')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await expectNoAxeViolations(page)
  })

  test('shows a published edit without a restart, and keeps drafts out of public view', async ({
    page,
    request,
    admin,
  }) => {
    const edited = await api(request, admin, 'PATCH', `/api/pages/${id}`, {
      layout: [
        { blockType: 'heading', text: 'Edited and republished', level: 'h1' },
        { blockType: 'paragraph', content: text('New text') },
      ],
      _status: 'published',
    })
    expect(edited.status).toBe(200)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Edited and republished' })).toBeVisible()

    const draft = await api(request, admin, 'PATCH', `/api/pages/${id}?draft=true`, {
      layout: [{ blockType: 'heading', text: 'Unpublished draft', level: 'h1' }],
    })
    expect(draft.status).toBe(200)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Edited and republished' })).toBeVisible()
    expect(await page.getByText('Unpublished draft').count()).toBe(0)

    const preview = await request.get(`/next/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
    expect(preview.status()).toBe(401)
  })

  test('lets a signed-in editor preview the draft', async ({ page, context, admin }) => {
    await admin.signIn(context)
    await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Unpublished draft' })).toBeVisible()
  })
})

test.describe('live preview', () => {
  test.use({ viewport: { width: 1600, height: 1000 } })

  test('shows the editor’s unsaved heading in the preview pane as they type', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const path = `/e2e/live-${Date.now()}`
    const created = await api(request, admin, 'POST', '/api/pages', {
      title: 'Live preview',
      path,
      _status: 'published',
      layout: [{ blockType: 'heading', text: 'Before the edit', level: 'h1' }],
    })
    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${created.json.doc!.id}`)
    await page.getByRole('button', { name: /live preview/i }).click()
    await page.getByLabel('Text').first().fill('After the edit')
    const previewHeading = () =>
      page
        .frames()
        .find((f) => f.url().endsWith(path))
        ?.locator('h1')
        .first()
        .innerText()
        .catch(() => '')
    await expect.poll(previewHeading, { timeout: 20_000 }).toBe('After the edit')
    // The visitor still sees the published page.
    const pub = await (await request.get(path)).text()
    expect(pub).toContain('Before the edit')
  })
})

test.describe('a table block', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('is filled from cells pasted out of a spreadsheet, replacing its rows', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const path = `/e2e/pasted-table-${Date.now()}`
    const created = await api(request, admin, 'POST', '/api/pages', {
      title: 'Pasted table',
      path,
      _status: 'published',
      layout: [{ blockType: 'table', hasHeaderRow: true, rows: [{ cells: [{ content: 'Replace me' }] }] }],
    })
    expect(created.status).toBe(201)

    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${created.json.doc!.id}`)
    const box = page.getByRole('textbox', { name: 'Paste from a spreadsheet' })
    await expect(box).toBeVisible({ timeout: 30_000 })
    await expectHydrated(box)
    await box.fill('Product\tSEER\nBasic AC\t14\nPremium AC\t"20, variable"\n')
    await page.getByRole('button', { name: 'Fill the table' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Filled' })).toHaveText(
      'Filled 3 rows of 2 cells.',
    )
    await publishInAdmin(page)

    await expect(async () => {
      const html = await (await request.get(path)).text()
      expect(html).toContain('Premium AC')
    }).toPass({ timeout: 30_000 })
    await page.goto(path)
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText(['Product', 'SEER'])
    await expect(table.getByRole('row')).toHaveText(['ProductSEER', 'Basic AC14', 'Premium AC20, variable'])
    await expect(page.getByText('Replace me')).toHaveCount(0)
  })
})
