/** What an address provider fills in; a field it does not know stays as the visitor left it. */
export type AddressFill = { addressLine1?: string; city?: string; state?: string; zip?: string }

export type AddressField = keyof AddressFill

/** An address as a provider resolves a suggestion; a part it does not know is left out. */
export type ResolvedAddress = {
  street?: string
  city?: string
  /** Two-letter state or province code. */
  state?: string
  zip?: string
  country?: 'US' | 'CA'
}

/** One choice in a field's list of suggestions. */
export type AddressSuggestion = {
  /** Unique within one answer; part of the option's element id. */
  id: string
  /** What the option reads: `Brooklyn, NY 11201`, or a street for the maps service. */
  label: string
  /** A second, quieter line (the maps service's city and state). */
  detail?: string
  /** The address, when the provider knows it without another request (the offline provider always does). */
  address?: ResolvedAddress
}

/** The fields a provider completes, by the form's field names. */
export type SuggestField = 'addressLine1' | 'city' | 'zip'

export type SuggestContext = {
  /** Which field the visitor is typing in. */
  field: SuggestField
  signal: AbortSignal
}

/**
 * Address suggestions behind one small interface: the offline provider of this site's postal data, or the
 * maps service's places autocomplete when a key is configured (docs/address-suggestions.md).
 */
export interface AddressProvider<S extends AddressSuggestion = AddressSuggestion> {
  /** The fields whose typing this provider answers with suggestions. */
  readonly fields: readonly SuggestField[]
  /** Called when one of those fields takes the focus: the moment to load what the provider needs. */
  prepare?(): void
  suggest(input: string, context: SuggestContext): Promise<S[]>
  resolve(suggestion: S, signal: AbortSignal): Promise<ResolvedAddress>
}

/** A resolved address as the form's fields. */
export function toFill(address: ResolvedAddress): AddressFill {
  const fill: AddressFill = {}
  if (address.street) fill.addressLine1 = address.street
  if (address.city) fill.city = address.city
  if (address.state) fill.state = address.state
  if (address.zip) fill.zip = address.zip
  return fill
}
