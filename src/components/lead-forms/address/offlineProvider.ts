import { parsePostalCode } from '@/domain/geo/postalCode'

import { CITY_SUGGESTIONS, MIN_CITY_LENGTH } from './limits'
import { fetchPlaceNames } from './placeNames'
import { fetchPostalArea } from './postalArea'
import type { AddressProvider, AddressSuggestion, ResolvedAddress, SuggestContext } from './types'

/**
 * The default provider, with no outside service: the postal data this site ships, through its own
 * /api/v1/geo endpoints. A whole zip or postal code offers its city and state; the start of a city's name
 * offers 'City, ST 12345' choices. A Canadian place fills city and province but not the postal code: the
 * data knows a place's area (its first three characters), not a whole code of the visitor's street.
 */
export const offlineProvider: AddressProvider = {
  fields: ['city', 'zip'],
  async suggest(input: string, { field, signal }: SuggestContext): Promise<AddressSuggestion[]> {
    if (field === 'zip') {
      const code = parsePostalCode(input)
      if (!code) return []
      const area = await fetchPostalArea(code.display, signal)
      if (!area) return []
      return [
        suggestion(`zip-${code.key}`, {
          city: area.city,
          state: area.state,
          zip: code.display,
          country: area.country,
        }),
      ]
    }
    const text = input.trim()
    if (field !== 'city' || text.length < MIN_CITY_LENGTH) return []
    const places = await fetchPlaceNames(text, signal)
    return places.slice(0, CITY_SUGGESTIONS).map((place) =>
      suggestion(`city-${place.state}-${place.zipcode}`, {
        city: place.name,
        state: place.state,
        country: place.country,
        ...(place.country === 'US' ? { zip: place.zipcode } : {}),
      }),
    )
  },
  async resolve(suggestion: AddressSuggestion): Promise<ResolvedAddress> {
    return suggestion.address ?? {}
  },
}

function suggestion(id: string, address: ResolvedAddress): AddressSuggestion {
  const label = `${address.city}, ${address.state}${address.zip ? ` ${address.zip}` : ''}`
  return { id: id.replace(/\s+/g, ''), label, address }
}
