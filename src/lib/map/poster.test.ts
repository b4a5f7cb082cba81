import { describe, expect, it } from 'vitest'

import { createPosterHandler } from './poster'

const get = (path: string) => new Request(`http://localhost${path}`)

describe('GET /api/v1/map/poster', () => {
  const handler = createPosterHandler()

  it('draws the pins on the site’s basemap as an SVG picture, kept a day', async () => {
    const res = await handler(
      get('/api/v1/map/poster?w=768&h=320&safe=330&pins=40.75,-73.99,1;40.7,-74.05,2&code=10001'),
      undefined,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=86400')
    const svg = await res.text()
    expect(svg.startsWith('<svg')).toBe(true)
    // Manhattan's shore and New Jersey's: land and water both in the view, and the state border between them.
    expect(svg).toContain('fill="#f6f5f0"')
    expect(svg).toContain('stroke="#b9b7ad"')
    expect(svg).toContain('fill="#c2372b"')
    expect(svg.match(/<text /g)).toHaveLength(2)
  })

  it('answers 400 with field messages for a malformed size, pins or zip', async () => {
    const cases: [string, string][] = [
      ['w=9999&h=320&safe=330&pins=', 'w'],
      ['w=768&h=320&safe=900&pins=', 'safe'],
      ['w=768&h=320&safe=330&pins=40.7,-74,1;<script>', 'pins'],
      [
        `w=768&h=320&safe=330&pins=${Array.from({ length: 13 }, (_, i) => `40,-74,${i + 1}`).join(';')}`,
        'pins',
      ],
      ['w=768&h=320&safe=330&pins=91,-74,1', 'pins'],
      ['w=768&h=320&safe=330&pins=&code=ABCDE', 'code'],
      ['w=768&w=700&h=320&safe=330&pins=', 'w'],
    ]
    for (const [query, field] of cases) {
      const res = await handler(get(`/api/v1/map/poster?${query}`), undefined)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { fields?: Record<string, string> }
      expect(Object.keys(body.fields ?? {}), query).toContain(field)
    }
  })
})
