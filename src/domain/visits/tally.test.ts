import { describe, expect, it } from 'vitest'

import { MAX_NOT_FOUND_PER_BATCH, visitBatchSchema, visitOf, VisitTally, type AnswerSeen } from './tally'

const answer = (over: Partial<AnswerSeen>): AnswerSeen => ({
  method: 'GET',
  url: '/old-offer',
  status: 404,
  location: null,
  referer: null,
  ...over,
})

describe('visitOf', () => {
  it('reads a missing page address with the host that linked to it', () => {
    expect(
      visitOf(answer({ url: '/old-offer/?utm_source=mail', referer: 'https://news.example/x?y' })),
    ).toEqual({
      kind: 'notFound',
      path: '/old-offer',
      referrerHost: 'news.example',
    })
    expect(visitOf(answer({ url: '/caf%C3%A9', referer: 'not a url' }))).toEqual({
      kind: 'notFound',
      path: '/café',
      referrerHost: null,
    })
  })

  it('reads a redirect followed, but not Next’s own trailing-slash redirect', () => {
    expect(visitOf(answer({ url: '/promo?x=1', status: 308, location: '/offers/spring?x=1' }))).toEqual({
      kind: 'redirect',
      from: '/promo',
    })
    expect(
      visitOf(answer({ url: '/promo/', status: 308, location: 'https://partner.example/deal' })),
    ).toEqual({
      kind: 'redirect',
      from: '/promo',
    })
    expect(visitOf(answer({ url: '/products/', status: 308, location: '/products' }))).toBeNull()
  })

  it('leaves the site’s machinery, other methods, other answers and overlong or broken addresses alone', () => {
    for (const seen of [
      answer({ url: '/api/v1/dealers/locations' }),
      answer({ url: '/_next/static/x.js' }),
      answer({ url: '/admin/collections/pages' }),
      answer({ method: 'POST' }),
      answer({ status: 200 }),
      answer({ status: 307, location: '/somewhere' }),
      answer({ url: `/${'a'.repeat(400)}` }),
      answer({ url: '/%E0%A4%A' }),
    ]) {
      expect(visitOf(seen), seen.url).toBeNull()
    }
  })
})

describe('VisitTally', () => {
  it('counts each address once per batch with its latest time and referrer, then forgets', () => {
    const tally = new VisitTally()
    tally.add({ kind: 'notFound', path: '/a', referrerHost: 'one.example' }, new Date('2026-11-28T10:00:00Z'))
    tally.add({ kind: 'notFound', path: '/a', referrerHost: null }, new Date('2026-11-28T10:05:00Z'))
    tally.add({ kind: 'redirect', from: '/promo' }, new Date('2026-11-28T10:01:00Z'))
    tally.add({ kind: 'redirect', from: '/promo' }, new Date('2026-11-28T10:02:00Z'))
    const batch = tally.take()
    expect(batch).toEqual({
      redirects: [{ from: '/promo', count: 2, last: '2026-11-28T10:02:00.000Z' }],
      notFound: [{ path: '/a', count: 2, last: '2026-11-28T10:05:00.000Z', referrerHost: 'one.example' }],
    })
    expect(visitBatchSchema.safeParse(batch).success).toBe(true)
    expect(tally.empty).toBe(true)
  })

  it('keeps a bounded number of missing addresses per batch', () => {
    const tally = new VisitTally()
    for (let i = 0; i < MAX_NOT_FOUND_PER_BATCH + 50; i++) {
      tally.add({ kind: 'notFound', path: `/probe-${i}`, referrerHost: null })
    }
    tally.add({ kind: 'notFound', path: '/probe-0', referrerHost: null })
    const { notFound } = tally.take()
    expect(notFound).toHaveLength(MAX_NOT_FOUND_PER_BATCH)
    expect(notFound[0]).toMatchObject({ path: '/probe-0', count: 2 })
  })
})
