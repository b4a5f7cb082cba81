import { expect, test } from './fixtures'

test('a page’s search and sharing fields make its head, and the admin previews the search result', async ({
  page,
  context,
  request,
  admin,
}) => {
  const headers = { Authorization: `JWT ${admin.token}` }
  const media = await request.get('/api/media?limit=1&depth=0&where[decorative][not_equals]=true', {
    headers,
  })
  const image = ((await media.json()) as { docs: { id: number; filename: string; alt: string }[] }).docs[0]!
  const path = `/e2e/seo-${Date.now()}`
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Seasonal tune-up',
      path,
      _status: 'published',
      seo: {
        title: 'Book a seasonal tune-up',
        description: 'A dealer checks your furnace or air conditioner before the season turns.',
        image: image.id,
        canonical: '/resources/maintenance-tips',
      },
      layout: [{ blockType: 'heading', text: 'Seasonal tune-up', level: 'h1' }],
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto(path)
  await expect(page).toHaveTitle(/^Book a seasonal tune-up/)
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
  expect(await meta('meta[name="description"]')).toBe(
    'A dealer checks your furnace or air conditioner before the season turns.',
  )
  expect(await meta('meta[property="og:image"]')).toContain(`/api/media/file/${image.filename}`)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/resources\/maintenance-tips$/,
  )

  await admin.signIn(context)
  await page.goto(`/admin/collections/pages/${doc.id}`)
  // The plugin's length hints and result preview, fed by the fields as they are typed.
  await expect(page.getByText('Book a seasonal tune-up').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/\d+\/50-60 chars/).first()).toBeVisible()
  await expect(page.getByText(/\d+\/100-150 chars/).first()).toBeVisible()
})

test('an address written with a trailing slash is served at once, naming the one canonical address', async ({
  request,
}) => {
  for (const [address, canonical] of [
    ['/rebates/', '/rebates'],
    ['/find-a-dealer/', '/find-a-dealer'],
    ['/find-your-dealer/?zipcode=10001', '/find-your-dealer'],
    ['/pricing/leasing/', '/pricing/leasing'],
    ['/pricing/leasing', '/pricing/leasing'],
  ] as const) {
    const response = await request.get(address, { maxRedirects: 0 })
    expect(response.status(), address).toBe(200)
    const html = await response.text()
    const named = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
    expect(named && new URL(named).pathname, address).toBe(canonical)
  }
  // An address with no page is still not found, with or without the slash.
  expect((await request.get('/no-such-page/', { maxRedirects: 0 })).status()).toBe(404)
})
