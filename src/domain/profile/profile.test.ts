import { describe, expect, it } from 'vitest'

import { addLead, emptyProfile, isContacted, parseStoredProfile, withContact } from './profile'

describe('parseStoredProfile', () => {
  it('starts empty when nothing is stored', () => {
    expect(parseStoredProfile(null)).toEqual({ profile: { leadIds: [], dealersContacted: [] } })
  })

  it('reads a stored profile and fills missing lists', () => {
    const { profile, problem } = parseStoredProfile(JSON.stringify({ firstName: 'Ana', zip: '10001' }))
    expect(problem).toBeUndefined()
    expect(profile).toEqual({ firstName: 'Ana', zip: '10001', leadIds: [], dealersContacted: [] })
  })

  it('ignores text that is not JSON and says why', () => {
    expect(parseStoredProfile('{oops')).toEqual({ profile: emptyProfile(), problem: 'not JSON' })
  })

  it('ignores a profile of the wrong shape, naming the fields but never their values', () => {
    const raw = JSON.stringify({ email: 42, dealersContacted: ['secret@example.com'] })
    const { profile, problem } = parseStoredProfile(raw)
    expect(profile).toEqual(emptyProfile())
    expect(problem).toBe('invalid fields: email, dealersContacted.0')
    expect(problem).not.toContain('secret')
  })

  it('refuses over-long text, a negative or fractional dealer id and a lead id that is not text', () => {
    const problem = (value: object) => parseStoredProfile(JSON.stringify(value)).problem
    expect(problem({ city: 'x'.repeat(501) })).toBe('invalid fields: city')
    expect(problem({ dealersContacted: [3, -1] })).toBe('invalid fields: dealersContacted.1')
    expect(problem({ dealersContacted: [1.5] })).toBe('invalid fields: dealersContacted.0')
    expect(problem({ leadIds: 'abc' })).toBe('invalid fields: leadIds')
    expect(problem({ city: 'x'.repeat(500), dealersContacted: [3] })).toBeUndefined()
  })

  it('ignores a stored value that is not an object', () => {
    expect(parseStoredProfile('"text"').problem).toBe('invalid fields: (root)')
  })
})

describe('addLead', () => {
  it('adds the lead id and the dealer at the end', () => {
    const start = { ...emptyProfile(), leadIds: ['a'], dealersContacted: [7] }
    expect(addLead(start, 'b', 9)).toEqual({
      profile: { leadIds: ['a', 'b'], dealersContacted: [7, 9] },
      alreadyContacted: false,
    })
  })

  it('moves a dealer contacted before to the end and reports it', () => {
    const start = { ...emptyProfile(), dealersContacted: [3, 5, 8] }
    const { profile, alreadyContacted } = addLead(start, 'x', 5)
    expect(profile.dealersContacted).toEqual([3, 8, 5])
    expect(alreadyContacted).toBe(true)
  })

  it('keeps a lead id once and leaves dealers alone for a non-dealer lead', () => {
    const start = { ...emptyProfile(), leadIds: ['x'], dealersContacted: [1] }
    expect(addLead(start, 'x')).toEqual({ profile: start, alreadyContacted: false })
  })
})

describe('withContact and isContacted', () => {
  it('merges typed contact fields and keeps the lists', () => {
    const start = { ...emptyProfile(), dealersContacted: [4], city: 'Old' }
    const next = withContact(start, { firstName: 'Ana', city: 'Tulsa' })
    expect(next).toEqual({ firstName: 'Ana', city: 'Tulsa', leadIds: [], dealersContacted: [4] })
    expect(isContacted(next, 4)).toBe(true)
    expect(isContacted(next, 5)).toBe(false)
  })
})
