import { isRegionCode } from '@/domain/leads/regions'

import type { AddressFill } from './types'

/** One part of a maps-service place result (the places library's `address_components`). */
export type PlaceComponent = { long_name: string; short_name: string; types: string[] }

const part = (
  components: readonly PlaceComponent[],
  type: string,
  form: 'long_name' | 'short_name' = 'long_name',
) => components.find((c) => c.types.includes(type))?.[form]

/** A chosen place as the form's street, city, state and zip; parts the result lacks are left out. */
export function placeToAddress(components: readonly PlaceComponent[]): AddressFill {
  const fill: AddressFill = {}
  const street = [part(components, 'street_number'), part(components, 'route')].filter(Boolean).join(' ')
  if (street) fill.addressLine1 = street
  const city =
    part(components, 'locality') ?? part(components, 'postal_town') ?? part(components, 'sublocality')
  if (city) fill.city = city
  const state = part(components, 'administrative_area_level_1', 'short_name')
  if (state && isRegionCode(state)) fill.state = state
  const zip = part(components, 'postal_code')
  if (zip) fill.zip = zip
  return fill
}
