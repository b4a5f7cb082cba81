import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expectNoAxeViolationsIn } from './adminHelpers'
import { cardNames } from './locatorHelpers'
import { expect, expectHydrated, expectNoAxeViolations, test, type Admin } from './fixtures'

/** Signs in through the admin's form: a session of this test's own, which it may end. */
async function signInWithForm(page: Page, admin: Admin) {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('link', { name: 'Pages' }).first().waitFor({ timeout: 30_000 })
}

async function pageWithDraft(request: APIRequestContext, admin: Admin, path: string) {
  const headers = { Authorization: `JWT ${admin.token}` }
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Preview everywhere',
      path,
      _status: 'published',
      layout: [{ blockType: 'heading', text: 'Published heading', level: 'h1' }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const draft = await request.patch(`/api/pages/${doc.id}?draft=true`, {
    headers,
    data: { layout: [{ blockType: 'heading', text: 'Draft heading', level: 'h1' }] },
  })
  expect(draft.status()).toBe(200)
}

/** The address of one dealer's page (the README's one-dealer zip) and one published post's. */
async function otherPages(request: APIRequestContext, admin: Admin) {
  const search = await request.get('/api/v1/dealers/locations?brand=ALD&zipcode=99723')
  const dealerPage = ((await search.json()) as { dealers: { pagePath?: string }[] }).dealers[0]?.pagePath
  expect(dealerPage, 'a dealer with a page').toBeTruthy()
  const posts = await request.get('/api/posts?limit=1&depth=0&where[_status][equals]=published', {
    headers: { Authorization: `JWT ${admin.token}` },
  })
  const slug = ((await posts.json()) as { docs: { slug: string }[] }).docs[0]?.slug
  expect(slug, 'a published post').toBeTruthy()
  return { dealerPage: dealerPage!, post: `/blog/${slug}` }
}

const draftBar = (page: Page) => page.getByRole('region', { name: 'Draft preview' })

test.describe('the draft bar', () => {
  test('shows on every kind of page while draft mode is on, and Exit preview returns to the same address', async ({
    page,
    request,
    admin,
  }) => {
    const path = `/e2e/preview-everywhere-${Date.now()}`
    await pageWithDraft(request, admin, path)
    const { dealerPage, post } = await otherPages(request, admin)

    await signInWithForm(page, admin)
    await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
    await expect(draftBar(page)).toContainText('Draft preview is on.')
    await expect(page.getByRole('heading', { level: 1, name: 'Draft heading' })).toBeVisible()
    await expectNoAxeViolations(page)

    // Every other kind of page in this browser says so too: home, a dealer's page, the dealer directory, the
    // locator with a zip, a post, the blog, a page that does not exist.
    for (const [address, status] of [
      ['/', 200],
      [dealerPage, 200],
      ['/dealers/', 200],
      ['/find-a-dealer/?zipcode=99723', 200],
      [post, 200],
      ['/blog', 200],
      ['/no-such-page-in-preview', 404],
    ] as const) {
      const response = await page.goto(address)
      expect(response?.status(), address).toBe(status)
      const bar = draftBar(page)
      await expect(bar, address).toHaveCount(1)
      await expect(bar.getByRole('link', { name: 'Exit preview' })).toBeVisible()
      // Rendered for this request (a cached copy has no bar: the visitor's test below) and kept by no cache.
      // Next's x-nextjs-cache says nothing here: a draft-mode render has no cache key, and is labelled HIT.
      expect(response?.headers()['cache-control'], address).toContain('no-store')
      if (address === dealerPage || address === '/no-such-page-in-preview') await expectNoAxeViolations(page)
    }

    // Exit preview on a dealer's page: the same address, published, without the bar.
    await page.goto(dealerPage)
    await draftBar(page).getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`${dealerPage}$`))
    await expect(draftBar(page)).toHaveCount(0)

    // On the locator, the zip in the address comes back too.
    await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
    await page.goto('/find-a-dealer/?zipcode=99723')
    await draftBar(page).getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(/\/find-a-dealer\/\?zipcode=99723$/)
    await expect(draftBar(page)).toHaveCount(0)

    // On the previewed page: its published version.
    await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Draft heading' })).toBeVisible()
    await draftBar(page).getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Published heading' })).toBeVisible()
    await expect(draftBar(page)).toHaveCount(0)

    // Signing out of the admin still ends draft mode: no bar on any page after it.
    await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
    await expect(draftBar(page)).toHaveCount(1)
    await page.goto('/admin/logout')
    await page.getByLabel('Email').waitFor({ timeout: 30_000 })
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('__prerender_bypass')
    for (const address of [path, dealerPage]) {
      await page.goto(address)
      await expect(draftBar(page), address).toHaveCount(0)
    }
    await expect(page.getByText('Draft heading')).toHaveCount(0)
  })

  test('is not on an ordinary visitor’s pages, which stay cached', async ({ page, request, admin }) => {
    const { dealerPage, post } = await otherPages(request, admin)
    for (const address of ['/', dealerPage, post, '/blog']) {
      // A first visit may render the page; the next one is answered from the cache.
      await request.get(address)
      const again = await request.get(address)
      expect(again.status(), address).toBe(200)
      expect(['HIT', 'STALE'], address).toContain(again.headers()['x-nextjs-cache'])
      expect(await again.text(), address).not.toContain('Draft preview')
    }
    // Nothing is added at the top of the page for a visitor: the header is the body's first visible block.
    await page.goto('/')
    await expect(draftBar(page)).toHaveCount(0)
    const header = await page.getByRole('banner').boundingBox()
    expect(header?.y).toBe(0)
  })

  test('Exit preview without a page to return to goes home, and a bad path is refused', async ({
    request,
  }) => {
    const bad = await request.get('/next/exit-preview?path=%2Fa%20b', { maxRedirects: 0 })
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toEqual({
      error: 'Invalid request',
      fields: { path: 'Enter a page path, such as /about' },
    })
    const pathOf = (location: string | undefined) => new URL(location ?? '', 'http://site.example').pathname
    const home = await request.get('/next/exit-preview', { maxRedirects: 0 })
    expect(home.status()).toBe(307)
    expect(pathOf(home.headers().location)).toBe('/')
    const elsewhere = await request.get('/next/exit-preview', {
      maxRedirects: 0,
      headers: { referer: 'https://elsewhere.example/products' },
    })
    expect(pathOf(elsewhere.headers().location)).toBe('/')
  })
})

test.describe('admin details', () => {
  test('reusable section rows name their section', async ({ page, context, request, admin }) => {
    const headers = { Authorization: `JWT ${admin.token}` }
    const stamp = Date.now()
    const sections: { id: number; title: string }[] = []
    for (const title of [`Need help banner ${stamp}`, `Spring offer ${stamp}`]) {
      const created = await request.post('/api/sections', {
        headers,
        data: { title, blocks: [{ blockType: 'heading', text: title, level: 'h2' }] },
      })
      expect(created.status(), await created.text()).toBe(201)
      sections.push({ id: ((await created.json()) as { doc: { id: number } }).doc.id, title })
    }
    const created = await request.post('/api/pages', {
      headers,
      data: {
        title: `Two sections ${stamp}`,
        path: `/e2e/two-sections-${stamp}`,
        _status: 'published',
        layout: [
          { blockType: 'heading', text: 'Two sections', level: 'h1' },
          { blockType: 'reusableSection', section: sections[0]!.id },
          { blockType: 'reusableSection', section: sections[1]!.id },
        ],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    await expect(page.getByText(`02 Reusable section: ${sections[0]!.title}`, { exact: true })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText(`03 Reusable section: ${sections[1]!.title}`, { exact: true })).toBeVisible()
    await expect(page.getByText('01 Heading: Two sections', { exact: true })).toBeVisible()
    await expectNoAxeViolationsIn(page, '.block-row-label')
  })

  test('‘Dealers serving a zip’ lists them in the locator’s order, with distance and territory', async ({
    page,
    context,
    admin,
  }) => {
    await admin.signIn(context)
    await page.goto('/admin/collections/dealers')
    const filter = page.getByRole('search', { name: 'Dealers serving a zip or postal code' })
    const zip = filter.getByRole('textbox', { name: 'Dealers serving a zip or postal code' })
    await expectHydrated(zip)
    // New York (docs/dealer-search.md): 30 dealers, 4 territory dealers first, rotated for each visit.
    await zip.fill('10001')
    await filter.getByRole('button', { name: 'Show dealers' }).click()
    await expect(page).toHaveURL(/servingZip=10001/)
    const ranked = filter.getByRole('region', { name: 'In the locator’s order for 10001' })
    const items = ranked.getByRole('listitem')
    await expect(items).toHaveCount(30)
    await expect(items.first()).toContainText('Territory: serves 10001')
    await expect(items.first()).toContainText('(rotated for each visit)')
    await expect(items.first()).toContainText(/\d+\.\d mi/)
    await expect(items.nth(29)).toContainText(/Not its territory: within the \d+-mile radius/)
    const names = await items.evaluateAll((lis) =>
      lis.map((li) => li.querySelector('a, span')?.textContent ?? ''),
    )
    await expectNoAxeViolationsIn(page, '.dealer-zip-filter')

    // A name opens the dealer's record.
    await ranked.getByRole('link', { name: names[0] }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/dealers\/\d+$/)

    // The public locator in this browser shows the same dealers in the same order.
    await page.goto('/find-a-dealer/?zipcode=10001')
    const shown = await cardNames(page)
    expect(shown.length).toBeGreaterThan(0)
    expect(names.slice(0, shown.length)).toEqual(shown)
  })

  for (const width of [1280, 800, 375]) {
    test(`the brand icon in the breadcrumbs is whole at ${width} px`, async ({ page, context, admin }) => {
      await page.setViewportSize({ width, height: 900 })
      await admin.signIn(context)
      await page.goto('/admin/collections/pages')
      await expect(page.locator('.step-nav').first()).toBeAttached({ timeout: 30_000 })
      const home = page.locator('.step-nav__home').first()
      const icon = home.locator('svg, img').first()
      await expect(icon).toBeAttached()
      await expect(icon).toBeVisible()
      // The admin may still be laying out its header: wait until both boxes are drawn.
      await expect
        .poll(async () => (await home.boundingBox()) !== null && (await icon.boundingBox()) !== null)
        .toBe(true)
      const box = (await home.boundingBox())!
      const drawn = (await icon.boundingBox())!
      // The picture is drawn at the size of its box, square, and nothing of it lies outside the box.
      expect(drawn.width).toBeGreaterThanOrEqual(16)
      expect(drawn.width).toBeCloseTo(drawn.height, 0)
      expect(drawn.x).toBeGreaterThanOrEqual(box.x - 0.5)
      expect(drawn.y).toBeGreaterThanOrEqual(box.y - 0.5)
      expect(drawn.x + drawn.width).toBeLessThanOrEqual(box.x + box.width + 0.5)
      expect(drawn.y + drawn.height).toBeLessThanOrEqual(box.y + box.height + 0.5)
      // Nothing around it cuts it either: its own box is as large as the picture's.
      const clipped = await icon.evaluate((el) => {
        const own = el.getBoundingClientRect()
        for (
          let node = el.parentElement;
          node && !node.classList.contains('app-header');
          node = node.parentElement
        ) {
          const style = getComputedStyle(node)
          if (style.overflow === 'visible') continue
          const r = node.getBoundingClientRect()
          if (
            own.left < r.left - 0.5 ||
            own.right > r.right + 0.5 ||
            own.top < r.top - 0.5 ||
            own.bottom > r.bottom + 0.5
          )
            return node.className || node.tagName
        }
        return null
      })
      expect(clipped, 'an element that cuts the icon').toBeNull()
    })
  }

  for (const width of [1280, 800, 375]) {
    test(`an ‘in use’ note stays inside the status bar at ${width} px, its whole text at hand`, async ({
      page,
      context,
      request,
      admin,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const headers = { Authorization: `JWT ${admin.token}` }
      const stamp = `${Date.now()}-${width}`
      const created = await request.post('/api/pages', {
        headers,
        data: { title: `Much linked ${stamp}`, path: `/e2e/much-linked-${stamp}`, _status: 'published' },
      })
      const { doc } = (await created.json()) as { doc: { id: number } }
      const froms = [1, 2, 3, 4].map((n) => `/e2e/an-old-address-that-is-rather-long-${stamp}/number-${n}`)
      for (const from of froms) {
        const redirect = await request.post('/api/redirects', {
          headers,
          data: { from, to: { type: 'reference', reference: { relationTo: 'pages', value: doc.id } } },
        })
        expect(redirect.status(), await redirect.text()).toBe(201)
      }

      await admin.signIn(context)
      await page.goto(`/admin/collections/pages/${doc.id}`)
      const note = page.getByRole('note')
      await expect(note).toContainText('In use:', { timeout: 30_000 })
      // The bar: the controls' own row below 1024 px, the whole status bar above.
      const bar: Locator =
        width > 1024
          ? page.locator('.doc-controls__wrapper')
          : page.locator('.doc-controls__controls-wrapper')
      const inside = (await note.boundingBox())!
      const outside = (await bar.boundingBox())!
      expect(inside.y).toBeGreaterThanOrEqual(outside.y - 0.5)
      expect(inside.y + inside.height).toBeLessThanOrEqual(outside.y + outside.height + 0.5)
      expect(inside.x).toBeGreaterThanOrEqual(outside.x - 0.5)
      expect(inside.x + inside.width).toBeLessThanOrEqual(outside.x + outside.width + 0.5)
      // Publish stays on screen beside it.
      const publish = page.getByRole('button', { name: /^Publish/ }).first()
      const button = (await publish.boundingBox())!
      expect(button.x + button.width).toBeLessThanOrEqual(width)
      // The whole text: in the note (read aloud whole) and its title, and every redirect in 'Where it is used'.
      const title = (await note.getAttribute('title')) ?? ''
      for (const from of froms) expect(title).toContain(from)
      expect(title).toContain('Unpublishing or deleting this page removes it there too.')
      await expect(note).toContainText(/\d+ more\./)
      await expectNoAxeViolationsIn(page, '.in-use-note')
    })
  }
})
