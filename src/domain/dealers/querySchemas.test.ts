import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { dealerQuerySchemas, reviewsQuerySchema } from './querySchemas'

const search = dealerQuerySchemas('ALD').search
const fields = (r: { success: boolean; error?: z.ZodError }) =>
  r.error ? z.flattenError(r.error).fieldErrors : {}

describe('dealer search query', () => {
  it('accepts the contract, with optional tracking values', () => {
    const r = search.safeParse({
      brand: 'ALD',
      zipcode: '10001',
      url: 'https://x.example/p',
      mtaAnonymousId: 'a',
      mtaSessionId: 'b',
    })
    expect(r.success).toBe(true)
  })
  it('accepts the brand code in any case', () => {
    expect(search.safeParse({ brand: 'ald', zipcode: 'K1A 0B1' }).success).toBe(true)
  })
  it('names each bad field', () => {
    const r = search.safeParse({ brand: 'XYZ', zipcode: '123' })
    expect(fields(r)).toEqual({ brand: ['Unknown brand'], zipcode: [expect.stringContaining('zip code')] })
  })
  it('refuses repeated and missing parameters', () => {
    const r = search.safeParse({ brand: ['ALD', 'ALD'], zipcode: ['10001', '10002'] })
    expect(fields(r)).toMatchObject({
      brand: ['Give brand once, as text'],
      zipcode: ['Give zipcode once, as text'],
    })
    expect(fields(search.safeParse({}))).toMatchObject({
      brand: ['brand is required'],
      zipcode: ['zipcode is required'],
    })
  })
  it('refuses oversized tracking values', () => {
    expect(
      search.safeParse({ brand: 'ALD', zipcode: '10001', mtaAnonymousId: 'x'.repeat(257) }).success,
    ).toBe(false)
  })
})

describe('dealer lookup query', () => {
  const lookup = dealerQuerySchemas('ALD').lookup
  it.each(['0', '-1', '1.5', '1e3', '0x10', ' 5', '99999999999', '2147483648', ''])(
    'refuses cid %j',
    (cid) => {
      expect(lookup.safeParse({ brand: 'ALD', cid }).success).toBe(false)
    },
  )
  it('parses a company id', () => {
    expect(lookup.parse({ brand: 'ALD', cid: '100001' })).toEqual({ brand: 'ALD', cid: 100001 })
  })
})

describe('reviews query', () => {
  it('defaults to page 1 of 10', () => {
    expect(reviewsQuerySchema.parse({ companyId: '7' })).toEqual({ companyId: 7, page: 1, pageAmount: 10 })
  })
  it('caps the page size at 50', () => {
    expect(reviewsQuerySchema.parse({ companyId: '7', pageAmount: '500' }).pageAmount).toBe(50)
  })
  it.each([
    { page: '0' },
    { page: '10001' },
    { pageAmount: '0' },
    { pageAmount: 'ten' },
    { page: ['1', '2'] },
  ])('refuses %j', (q) => {
    expect(reviewsQuerySchema.safeParse({ companyId: '7', ...q }).success).toBe(false)
  })
})

describe('dealer search sort and radius', () => {
  it('accepts the locator’s sorts and radii', () => {
    for (const sort of ['distance', 'rating', 'reviews'])
      expect(search.safeParse({ brand: 'ALD', zipcode: '10001', sort }).data?.sort).toBe(sort)
    for (const radius of ['10', '25', '50', '100'])
      expect(search.safeParse({ brand: 'ALD', zipcode: '10001', radius }).data?.radius).toBe(Number(radius))
    expect(search.safeParse({ brand: 'ALD', zipcode: '10001' }).data).not.toHaveProperty('radius')
  })

  it('names a bad sort or radius', () => {
    const r = search.safeParse({ brand: 'ALD', zipcode: '10001', sort: 'price', radius: '30' })
    expect(fields(r)).toEqual({
      sort: ['sort must be one of distance, rating, reviews'],
      radius: ['radius must be one of 10, 25, 50, 100 (miles)'],
    })
    expect(fields(search.safeParse({ brand: 'ALD', zipcode: '10001', radius: ['10', '25'] }))).toEqual({
      radius: ['Give radius once, as text'],
    })
    expect(fields(search.safeParse({ brand: 'ALD', zipcode: '10001', radius: '1e2' }))).toHaveProperty(
      'radius',
    )
  })
})
