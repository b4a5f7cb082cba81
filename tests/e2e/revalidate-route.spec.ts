import { expect, test } from './fixtures'

// An editor's scheduled unpublish, end to end, is part of editor-afternoon.spec.ts; this is the route the
// job uses to expire the site's caches from outside a request.
test('the loopback revalidation route answers nobody without the server’s token', async ({ request }) => {
  const guessed = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-token': 'guess' },
    data: { tags: ['pages'], paths: ['/'] },
  })
  expect(guessed.status()).toBe(404)
  expect((await request.post('/api/revalidate', { data: {} })).status()).toBe(404)
})
