import { describe, expect, it } from 'vitest'

import { warrantyTypes } from './warrantyTypes'

describe('warrantyTypes', () => {
  it('uses the specification’s terms by default: 60 days, 5 and 10 years, parts not labor', () => {
    const [base, registered, extended] = warrantyTypes()
    expect(base).toMatchObject({ title: 'Base limited warranty', term: 'Usually 5 years' })
    expect(base?.appliesWhen).toBe(
      'Applies when a unit is not registered, or is registered more than 60 days after installation.',
    )
    expect(registered).toMatchObject({ title: 'Registered limited warranty', term: 'Usually 10 years' })
    expect(registered?.appliesWhen).toContain('within 60 days of installation')
    expect([base?.covers, registered?.covers]).toEqual([
      'Covers parts, not labor.',
      'Covers parts, not labor.',
    ])
    expect(extended).toMatchObject({ id: 'extended', term: null })
    expect(extended?.appliesWhen).toMatch(/buy it from your dealer/)
  })

  it('takes the editor’s numbers, in singular where it is one', () => {
    const [base, registered] = warrantyTypes({ registrationDays: 90, baseYears: 1, registeredYears: 12 })
    expect(base?.term).toBe('Usually 1 year')
    expect(base?.appliesWhen).toContain('more than 90 days after')
    expect(registered?.term).toBe('Usually 12 years')
  })

  it('falls back to the defaults for empty or impossible numbers, and can leave out the extended warranty', () => {
    const types = warrantyTypes({ registrationDays: null, baseYears: 0, registeredYears: Number.NaN }, false)
    expect(types.map((t) => t.term)).toEqual(['Usually 5 years', 'Usually 10 years'])
    expect(types[0]?.appliesWhen).toContain('60 days')
  })
})
