import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures'

/**
 * What editors learn from visitors' requests: the 404 log lists an address with no page (how often, the site
 * that linked there), an editor makes a redirect from it in one step, and the redirects list counts the
 * visitors it sends on. The servers hand their counts to the database every few seconds.
 */
test('a missing address shows in the 404 log, becomes a redirect in one step, and its use is counted', async ({
  page,
  request,
  context,
  admin,
}) => {
  test.setTimeout(120_000)
  const headers = { Authorization: `JWT ${admin.token}` }
  const missing = `/e2e-gone-${Date.now()}`
  for (let i = 0; i < 2; i++) {
    const res = await request.get(`${missing}?utm_source=mail`, {
      headers: { Referer: 'https://news.example/spring' },
    })
    expect(res.status()).toBe(404)
  }

  type Entry = { id: number; path: string; count: number; referrerHost: string | null }
  const logged = async () => {
    const res = await request.get(
      `/api/not-found-addresses?where[path][equals]=${encodeURIComponent(missing)}`,
      {
        headers,
      },
    )
    return ((await res.json()) as { docs: Entry[] }).docs[0]
  }
  await expect.poll(logged, { timeout: 30_000 }).toMatchObject({ count: 2, referrerHost: 'news.example' })
  // Visitors never read the log.
  expect((await request.get('/api/not-found-addresses')).status()).toBe(403)

  await admin.signIn(context)
  await page.goto('/admin/collections/not-found-addresses')
  const row = page.getByRole('row').filter({ hasText: missing })
  await expect(row).toContainText('news.example')
  await row.getByRole('link', { name: missing }).click()
  const form = page.getByRole('group', { name: 'Redirect this address' })
  await form.getByLabel('Send visitors to').fill('/products')
  // The redirect form of the log's entry (the rest of the view is Payload's own admin).
  const axe = await new AxeBuilder({ page })
    .include('.redirect-from-missing')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  await form.getByRole('button', { name: 'Make the redirect' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+$/)
  expect(await logged()).toBeUndefined()

  const moved = await request.get(`${missing}?utm_source=mail`, { maxRedirects: 0 })
  expect(moved.status()).toBe(308)
  expect(moved.headers()['location']).toBe('/products?utm_source=mail')

  type Redirect = { hits: number | null; lastHit: string | null }
  const redirect = async () => {
    const res = await request.get(`/api/redirects?where[from][equals]=${encodeURIComponent(missing)}`, {
      headers,
    })
    return ((await res.json()) as { docs: Redirect[] }).docs[0]
  }
  await expect.poll(async () => (await redirect())?.hits, { timeout: 30_000 }).toBe(1)
  expect((await redirect())?.lastHit).toBeTruthy()

  await page.goto('/admin/collections/redirects')
  await expect(page.getByRole('row').filter({ hasText: missing })).toContainText('/products')
})
