import { describe, expect, it } from 'vitest'

import { GET as locations } from '@/app/api/v1/dealers/locations/route'
import { GET as lookup } from '@/app/api/v1/dealers/lookup/route'
import { GET as reviews } from '@/app/api/v1/reviews/dealers/retrieve-reviews/[companyId]/route'
import { malformedDealerQueries } from '../fixtures/dealers/malformedQueries'

import { getTestPayload } from '../fixtures/payload'

describe('malformed requests to the dealer endpoints', () => {
  it('all get a 400, never a 5xx', async () => {
    await getTestPayload()
    const cases = malformedDealerQueries(20261122)
    expect(cases.length).toBeGreaterThan(250)
    const failures: string[] = []
    for (const [i, c] of cases.entries()) {
      // A fresh client address each time keeps the rate limit out of this test.
      const headers = { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` }
      const res =
        c.endpoint === 'search'
          ? await locations(
              new Request(`http://localhost/api/v1/dealers/locations?${c.query}`, { headers }),
              undefined,
            )
          : c.endpoint === 'lookup'
            ? await lookup(
                new Request(`http://localhost/api/v1/dealers/lookup?${c.query}`, { headers }),
                undefined,
              )
            : await reviews(
                new Request(`http://localhost/api/v1/reviews/dealers/retrieve-reviews/x?${c.query}`, {
                  headers,
                }),
                {
                  params: Promise.resolve({ companyId: c.companyId ?? '' }),
                },
              )
      if (res.status !== 400) failures.push(`${res.status} ${JSON.stringify(c).slice(0, 200)}`)
      else expect(await res.json()).toMatchObject({ error: 'Invalid request', fields: expect.any(Object) })
    }
    expect(failures).toEqual([])
  })
})
