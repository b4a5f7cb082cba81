import { isRegionCode } from '@/domain/leads/regions'

import type { ResolvedAddress } from './types'

/** One part of a maps-service place (the places library's `Place.addressComponents`). */
export type PlaceComponent = { longText: string | null; shortText: string | null; types: string[] }

const part = (
  components: readonly PlaceComponent[],
  type: string,
  form: 'longText' | 'shortText' = 'longText',
) => components.find((c) => c.types.includes(type))?.[form] ?? undefined

/** A chosen place as street, city, state, zip and country; parts the place lacks are left out. */
export function placeToAddress(components: readonly PlaceComponent[]): ResolvedAddress {
  const address: ResolvedAddress = {}
  const street = [part(components, 'street_number'), part(components, 'route')].filter(Boolean).join(' ')
  if (street) address.street = street
  const city =
    part(components, 'locality') ?? part(components, 'postal_town') ?? part(components, 'sublocality')
  if (city) address.city = city
  const state = part(components, 'administrative_area_level_1', 'shortText')
  if (state && isRegionCode(state)) address.state = state
  const zip = part(components, 'postal_code')
  if (zip) address.zip = zip
  const country = part(components, 'country', 'shortText')
  if (country === 'US' || country === 'CA') address.country = country
  return address
}
