import { describe, expect, it } from 'vitest'

import { capRead, conditionCount, staffReadCap, visitorReadCap } from './capReads'

describe('capRead', () => {
  it('turns a request for every document into one capped page', () => {
    expect(capRead({ limit: 0 }, visitorReadCap)).toMatchObject({ limit: 24, pagination: true })
    expect(capRead({ pagination: false }, visitorReadCap)).toMatchObject({ limit: 24, pagination: true })
    expect(capRead({ limit: 5000 }, visitorReadCap)).toMatchObject({ limit: 24 })
    expect(capRead({ limit: 5000 }, staffReadCap)).toMatchObject({ limit: 1000 })
  })

  it('brings depth down to the cap, the default depth included', () => {
    expect(capRead({ depth: 10 }, visitorReadCap).depth).toBe(1)
    expect(capRead({ id: 4, depth: 6, limit: 0 }, visitorReadCap)).toEqual({ depth: 1 })
    expect(capRead({}, visitorReadCap)).toEqual({ depth: 1 })
    expect(capRead({ depth: 10 }, staffReadCap)).toEqual({})
    expect(capRead({ depth: 11 }, staffReadCap)).toEqual({ depth: 10 })
  })

  it('leaves a modest request as it was', () => {
    expect(capRead({ limit: 20, depth: 1, pagination: true }, visitorReadCap)).toEqual({})
    expect(capRead({ depth: 0 }, visitorReadCap)).toEqual({})
    expect(capRead({}, staffReadCap)).toEqual({})
  })
})

describe('conditionCount', () => {
  it('counts every comparison through and/or', () => {
    expect(conditionCount(undefined)).toBe(0)
    expect(conditionCount({ title: { equals: 'a' } })).toBe(1)
    expect(conditionCount({ title: { equals: 'a', not_equals: 'b' }, path: { like: 'c' } })).toBe(3)
    expect(
      conditionCount({
        or: [{ a: { equals: 1 } }, { and: [{ b: { equals: 2 } }, { c: { in: [1, 2, 3] } }] }],
      }),
    ).toBe(3)
    const wide = { or: Array.from({ length: 40 }, (_, i) => ({ [`f${i}`]: { like: 'x' } })) }
    expect(conditionCount(wide)).toBe(40)
  })
})
