import { describe, expect, it } from 'vitest'

import { placeToAddress } from './placeToAddress'

const c = (longText: string, types: string[], shortText = longText) => ({ longText, shortText, types })

describe('placeToAddress', () => {
  it('gives street, city, state, zip and country of a US place', () => {
    expect(
      placeToAddress([
        c('350', ['street_number']),
        c('5th Avenue', ['route'], '5th Ave'),
        c('New York', ['locality', 'political']),
        c('New York', ['administrative_area_level_1', 'political'], 'NY'),
        c('10118', ['postal_code']),
        c('United States', ['country'], 'US'),
      ]),
    ).toEqual({ street: '350 5th Avenue', city: 'New York', state: 'NY', zip: '10118', country: 'US' })
  })

  it('uses the province code and the full postal code of a Canadian place', () => {
    expect(
      placeToAddress([
        c('111', ['street_number']),
        c('Wellington Street', ['route']),
        c('Ottawa', ['locality']),
        c('Ontario', ['administrative_area_level_1'], 'ON'),
        c('K1A 0A9', ['postal_code']),
        c('Canada', ['country'], 'CA'),
      ]),
    ).toEqual({ street: '111 Wellington Street', city: 'Ottawa', state: 'ON', zip: 'K1A 0A9', country: 'CA' })
  })

  it('leaves out what the place lacks or the state list does not hold', () => {
    expect(
      placeToAddress([c('Route 9', ['route']), c('Puebla', ['administrative_area_level_1'], 'PUE')]),
    ).toEqual({ street: 'Route 9' })
    expect(placeToAddress([])).toEqual({})
  })
})
