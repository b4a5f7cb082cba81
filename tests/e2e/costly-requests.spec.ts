import { expect, test } from './fixtures'

/** Requests an anonymous client could use to keep the server busy, as the production server answers them. */
test.describe('costly requests from a visitor', () => {
  test('the image optimizer resizes nothing on request: /_next/image is not served', async ({ request }) => {
    const media = (await (await request.get('/api/media?limit=1&depth=0')).json()) as {
      docs: { url: string }[]
    }
    const url = media.docs[0]?.url
    expect(url).toMatch(/^\/api\/media\/file\//)
    // The picture itself is served as uploaded.
    expect((await request.get(url ?? '')).status()).toBe(200)
    for (const width of [640, 3840]) {
      const res = await request.get(`/_next/image?url=${encodeURIComponent(url ?? '')}&w=${width}&q=75`)
      expect(res.status(), `w=${width}`).toBe(404)
      expect(res.headers()['content-type'] ?? '').not.toMatch(/^image\//)
    }
  })

  test('pages and the site’s texts are not read through Payload’s REST API', async ({ request }) => {
    for (const path of ['/api/pages?limit=100&depth=2', '/api/posts', '/api/globals/site-settings']) {
      expect((await request.get(path)).status(), path).toBe(403)
    }
  })
})
