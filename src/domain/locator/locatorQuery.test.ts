import { describe, expect, it } from 'vitest'

import { NO_FILTERS } from './filters'
import { FIRST_VIEW, readLocatorView, toSearchParams, viewSearch, writeLocatorView } from './locatorQuery'

const read = (search: string) => readLocatorView(new URLSearchParams(search))

describe('readLocatorView', () => {
  it('reads the page and the filters on', () => {
    expect(read('?zipcode=10001&filter=nateCertified&filter=dealerType&page=2')).toEqual({
      ...FIRST_VIEW,
      page: 2,
      filters: { ...NO_FILTERS, nateCertified: true, dealerType: true },
    })
  })

  it('reads a sort and a radius the locator offers, and ignores others', () => {
    expect(read('?zipcode=10001&sort=rating&radius=25')).toEqual({
      ...FIRST_VIEW,
      sort: 'rating',
      radius: 25,
    })
    expect(read('?sort=reviews&radius=100')).toMatchObject({ sort: 'reviews', radius: 100 })
    for (const bad of ['?sort=price&radius=30', '?sort=RATING&radius=025', '?radius=1e1', '?sort=&radius='])
      expect(read(bad)).toMatchObject({ sort: 'distance', radius: null })
  })

  it('takes the first page and no filters from an address without them', () => {
    expect(read('?zipcode=10001')).toEqual(FIRST_VIEW)
    expect(read('')).toEqual(FIRST_VIEW)
  })

  it('ignores a page that is not a whole number from 1 to 9999, and unknown filters', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '02', '10000', '1e2'])
      expect(read(`?page=${page}`).page).toBe(1)
    expect(read('?page=9999').page).toBe(9999)
    expect(read('?filter=sort&filter=__proto__&filter=NATECERTIFIED').filters).toEqual(NO_FILTERS)
  })
})

describe('writeLocatorView', () => {
  const url = new URL('https://example.test/find-your-dealer?zipcode=10001&utm_source=mail')

  it('writes the filters in the panel’s order and the page last, keeping every other parameter', () => {
    const view = { ...FIRST_VIEW, page: 3, filters: { ...NO_FILTERS, showFinancing: true, dealerType: true } }
    expect(writeLocatorView(url, view, '10001').search).toBe(
      '?zipcode=10001&utm_source=mail&filter=dealerType&filter=showFinancing&page=3',
    )
  })

  it('leaves out the first page and no filters, and replaces what was there', () => {
    const before = new URL(`${url.href}&filter=nateCertified&sort=rating&radius=10&page=4`)
    expect(writeLocatorView(before, FIRST_VIEW, '10001').search).toBe('?zipcode=10001&utm_source=mail')
  })

  it('adds the results’ zip only when the address has none', () => {
    const bare = new URL('https://example.test/find-your-dealer')
    expect(writeLocatorView(bare, { ...FIRST_VIEW, page: 2 }, 'K1A 0B1').search).toBe(
      '?zipcode=K1A+0B1&page=2',
    )
    expect(writeLocatorView(url, FIRST_VIEW, '99723').searchParams.get('zipcode')).toBe('10001')
  })

  it('round-trips: what it writes reads back as the same view', () => {
    const view = {
      page: 7,
      filters: { ...NO_FILTERS, emergencyService: true, charterMemberDate: true },
      sort: 'reviews' as const,
      radius: 10 as const,
    }
    expect(readLocatorView(writeLocatorView(url, view, null).searchParams)).toEqual(view)
    expect(read(viewSearch(view))).toEqual(view)
    expect(viewSearch(view)).toBe(
      '?filter=emergencyService&filter=charterMemberDate&sort=reviews&radius=10&page=7',
    )
  })
})

describe('toSearchParams', () => {
  it('turns a route’s searchParams, repeated names included, into a query', () => {
    const query = toSearchParams({
      zipcode: '10001',
      filter: ['dealerType', 'nateCertified'],
      page: undefined,
    })
    expect(query.toString()).toBe('zipcode=10001&filter=dealerType&filter=nateCertified')
    expect(readLocatorView(query).filters.nateCertified).toBe(true)
  })
})
