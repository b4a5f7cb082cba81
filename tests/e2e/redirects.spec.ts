import { expect, test } from './fixtures'

test('a moved page’s old address sends visitors on with 308, and an editor’s redirect does too', async ({
  page,
  request,
  admin,
}) => {
  const headers = { Authorization: `JWT ${admin.token}` }
  const base = `/e2e/moves-${Date.now()}`
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Moving offer',
      path: `${base}/spring-offer`,
      _status: 'published',
      layout: [{ blockType: 'heading', text: 'Spring offer', level: 'h1' }],
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  // Visited once at its first address, so that address's answer is cached before the move.
  expect((await request.get(`${base}/spring-offer`)).status()).toBe(200)

  const moved = await request.patch(`/api/pages/${doc.id}`, {
    headers,
    data: { path: `${base}/offers/spring`, _status: 'published' },
  })
  expect(moved.status()).toBe(200)

  const old = await request.get(`${base}/spring-offer`, { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(old.headers()['location']).toBe(`${base}/offers/spring`)

  await page.goto(`${base}/spring-offer`)
  await expect(page).toHaveURL(new RegExp(`${base}/offers/spring$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Spring offer' })).toBeVisible()

  // An editor's own redirect from an address that never had a page.
  const added = await request.post('/api/redirects', {
    headers,
    data: { from: `${base}/promo`, to: { type: 'custom', url: '/find-a-dealer' } },
  })
  expect(added.status()).toBe(201)
  const promo = await request.get(`${base}/promo`, { maxRedirects: 0 })
  expect(promo.status()).toBe(308)
  expect(promo.headers()['location']).toBe('/find-a-dealer')
  // A campaign's query string goes along.
  const campaign = await request.get(`${base}/promo?utm_source=mail&utm_campaign=spring`, { maxRedirects: 0 })
  expect(campaign.status()).toBe(308)
  expect(campaign.headers()['location']).toBe('/find-a-dealer?utm_source=mail&utm_campaign=spring')
  await page.goto(`${base}/spring-offer?utm_source=mail`)
  await expect(page).toHaveURL(new RegExp(`${base}/offers/spring\\?utm_source=mail$`))

  // Neither address is a redirect any longer once the redirect is removed.
  const { doc: redirect } = (await added.json()) as { doc: { id: number } }
  expect((await request.delete(`/api/redirects/${redirect.id}`, { headers })).status()).toBe(200)
  expect((await request.get(`${base}/promo`, { maxRedirects: 0 })).status()).toBe(404)
})
