import { describe, expect, it } from 'vitest'

import { capRead, visitorReadCap } from './capReads'

describe('capRead', () => {
  it('turns a request for every document into one capped page', () => {
    expect(capRead({ limit: 0 }, visitorReadCap)).toMatchObject({ limit: 100, pagination: true })
    expect(capRead({ pagination: false }, visitorReadCap)).toMatchObject({ limit: 100, pagination: true })
    expect(capRead({ limit: 5000 }, visitorReadCap)).toMatchObject({ limit: 100 })
  })

  it('brings depth down to the cap', () => {
    expect(capRead({ depth: 10 }, visitorReadCap).depth).toBe(2)
    expect(capRead({ id: 4, depth: 6, limit: 0 }, visitorReadCap)).toEqual({ depth: 2 })
  })

  it('leaves a modest request as it was', () => {
    expect(capRead({ limit: 20, depth: 1, pagination: true }, visitorReadCap)).toEqual({})
    expect(capRead({}, visitorReadCap)).toEqual({})
  })
})
