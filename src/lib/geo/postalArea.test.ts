import { describe, expect, it } from 'vitest'

import { createPostalAreaHandler, postalAreaResponseSchema } from './postalArea'

const handler = createPostalAreaHandler()
const get = (query: string) =>
  handler(new Request(`http://localhost/api/v1/geo/postal-area?${query}`), undefined)

describe('postal area handler', () => {
  it('answers the city and state of a US zip, ZIP+4 included', async () => {
    for (const code of ['10001', '10001-1234', ' 10001']) {
      const res = await get(`code=${encodeURIComponent(code)}`)
      expect(res.status).toBe(200)
      expect(postalAreaResponseSchema.parse(await res.json())).toEqual({
        code: '10001',
        city: 'New York',
        state: 'NY',
        country: 'US',
      })
    }
  })

  it('answers the province of a Canadian postal code', async () => {
    const res = await get('code=K1A%200B1')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('max-age=86400')
    expect(postalAreaResponseSchema.parse(await res.json())).toMatchObject({
      code: 'K1A 0B1',
      state: 'ON',
      country: 'CA',
    })
  })

  it('refuses malformed codes with a field message', async () => {
    for (const query of [
      '',
      'code=',
      'code=1234',
      'code=ABCDE',
      'code=10001&code=10002',
      `code=${'9'.repeat(40)}`,
    ]) {
      const res = await get(query)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { fields: Record<string, string> }
      expect(Object.keys(body.fields), query).toEqual(['code'])
    }
  })

  it('answers 404 for a well-formed code nobody lives at', async () => {
    const res = await get('code=00000')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Unknown zip or postal code' })
  })
})
