import { describe, expect, it } from 'vitest'

import { leadRequestSchemaFor } from '@/domain/leads/requestSchemas'

import {
  consentPageUrl,
  contactDealerRequest,
  customerServiceRequest,
  NoDealerSelectedError,
  requireDealer,
} from './leadRequest'

const values = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '2125550188',
  addressLine1: '12 Main St',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  comments: '',
}
const env = {
  settings: { brandCode: 'ALD', sourceTag: 'ALDWEB' },
  profile: {},
  website: '',
  pageUrl: 'https://example.com/find-your-dealer',
}

describe('lead requests', () => {
  it('throws when a dealer form is sent without a dealer (spec §8)', () => {
    for (const id of [undefined, null, 0, -1, 1.5, Number.NaN]) {
      expect(() => requireDealer(id)).toThrow(NoDealerSelectedError)
      expect(() => contactDealerRequest(id, values, 'dealer', env)).toThrow('no dealer selected')
    }
  })

  it('builds bodies the endpoint’s schema accepts', () => {
    const schema = leadRequestSchemaFor('dealer')
    expect(schema.safeParse(contactDealerRequest(9, values, 'dealer', env)).success).toBe(true)
    expect(schema.safeParse(customerServiceRequest('contractor', values, 'modal', env)).success).toBe(true)
  })

  it('adds the marketing ids only when the profile has them', () => {
    expect(contactDealerRequest(9, values, 'dealer', env)).not.toHaveProperty('profile')
    expect(contactDealerRequest(9, values, 'dealer', { ...env, profile: { mtaAid: 'a1' } })).toMatchObject({
      profile: { mtaAid: 'a1' },
    })
  })

  it('records the consent page without its query', () => {
    expect(consentPageUrl({ origin: 'https://example.com', pathname: '/find-your-dealer/' })).toBe(
      'https://example.com/find-your-dealer/',
    )
  })
})
