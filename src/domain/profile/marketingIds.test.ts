import { describe, expect, it } from 'vitest'

import { readCookie, withMarketingIds } from './marketingIds'
import { emptyProfile } from './profile'

describe('readCookie', () => {
  it('finds a cookie among others, decoded', () => {
    expect(readCookie('a=1; _mta_aid=abc%20d; b=2', '_mta_aid')).toBe('abc d')
  })

  it('does not match a cookie whose name only ends the same', () => {
    expect(readCookie('x_mta_aid=1', '_mta_aid')).toBeUndefined()
  })

  it('ignores empty, malformed and oversized values', () => {
    expect(readCookie('_mta_aid=', '_mta_aid')).toBeUndefined()
    expect(readCookie('_mta_aid=%E0%A4%A', '_mta_aid')).toBeUndefined()
    expect(readCookie(`_mta_aid=${'x'.repeat(300)}`, '_mta_aid')).toBeUndefined()
  })
})

describe('withMarketingIds', () => {
  it('copies both ids when the cookies are set', () => {
    expect(withMarketingIds(emptyProfile(), '_mta_aid=A1; _mta_sid=S1')).toMatchObject({
      mtaAid: 'A1',
      mtaSid: 'S1',
    })
  })

  it('invents nothing when the cookies are absent', () => {
    const profile = emptyProfile()
    const result = withMarketingIds(profile, 'other=1')
    expect(result).toBe(profile)
    expect('mtaAid' in result).toBe(false)
  })

  it('keeps a stored id when only the other cookie is present', () => {
    const result = withMarketingIds({ ...emptyProfile(), mtaAid: 'old' }, '_mta_sid=S2')
    expect(result).toMatchObject({ mtaAid: 'old', mtaSid: 'S2' })
  })
})
