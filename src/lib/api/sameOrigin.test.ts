import { describe, expect, it } from 'vitest'

import { isCrossSiteWrite, refuseCrossSite } from './sameOrigin'

const SITE = 'https://www.example.com'

const request = (
  method: string,
  headers: Record<string, string>,
  url = 'http://internal:3000/api/v1/leads',
) => new Request(url, { method, headers })

describe('isCrossSiteWrite', () => {
  it('lets a post from the site’s own origin through', () => {
    expect(isCrossSiteWrite(request('POST', { origin: SITE, host: 'internal:3000' }), SITE)).toBe(false)
  })

  it('lets a post from the host it was sent to through (a default install at 127.0.0.1)', () => {
    const req = request(
      'POST',
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      'http://127.0.0.1:3000/x',
    )
    expect(isCrossSiteWrite(req, 'http://localhost:3000')).toBe(false)
  })

  it('lets a request without Origin through (not a browser’s cross-site post)', () => {
    expect(isCrossSiteWrite(request('POST', { host: 'www.example.com' }), SITE)).toBe(false)
  })

  it('refuses a post from another site, a look-alike host, or an opaque origin', () => {
    for (const origin of [
      'https://evil.example',
      'https://www.example.com.evil.example',
      'null',
      'garbage',
    ]) {
      expect([origin, isCrossSiteWrite(request('POST', { origin, host: 'www.example.com' }), SITE)]).toEqual([
        origin,
        true,
      ])
    }
  })

  it('checks every write method, never a read', () => {
    const from = { origin: 'https://evil.example', host: 'www.example.com' }
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(isCrossSiteWrite(request(method, from), SITE)).toBe(true)
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(isCrossSiteWrite(request(method, from), SITE)).toBe(false)
  })
})

describe('refuseCrossSite', () => {
  it('answers 403 for a cross-site write and nothing otherwise', async () => {
    const refused = refuseCrossSite(
      request('POST', { origin: 'https://evil.example', host: 'www.example.com' }),
      SITE,
    )
    expect([refused?.status, await refused?.json()]).toEqual([403, { error: 'Cross-site request refused' }])
    expect(refuseCrossSite(request('POST', { origin: SITE }), SITE)).toBeNull()
  })
})
