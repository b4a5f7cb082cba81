'use client'

import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { parsePostalCode } from '@/domain/geo/postalCode'
import { useMessages } from '@/i18n/useMessages.client'

import { LEAD_FORM_MESSAGES } from '../messages'
import { useLeadSettings } from '../settings.client'
import { googlePlacesProvider } from './googlePlaces'
import { offlineProvider } from './offlineProvider'
import { fetchPostalArea } from './postalArea'
import {
  toFill,
  type AddressField,
  type AddressFill,
  type AddressProvider,
  type AddressSuggestion,
  type ResolvedAddress,
  type SuggestField,
} from './types'
import { useSuggestions, type ComboboxBinding } from './useSuggestions.client'

const FIELDS: readonly AddressField[] = ['addressLine1', 'city', 'state', 'zip']
/** The fields' labels, which name their lists of suggestions. */
const LABELS = {
  addressLine1: 'street',
  city: 'city',
  zip: 'zip',
} as const satisfies Record<SuggestField, keyof typeof LEAD_FORM_MESSAGES>

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

/**
 * Address completion behind one interface (./types.ts AddressProvider): with PLACES_API_KEY the maps service
 * suggests whole addresses on the street field (street, city, state and zip); without one (the default) the
 * offline provider suggests from this site's postal data on the city and zip fields, and a whole zip typed
 * fills an empty city and state by itself. A chosen suggestion fills every field it knows; the automatic
 * fill never overwrites what the visitor typed. Returns the combobox of each field that has suggestions.
 */
export function useAddressCompletion(): Partial<Record<SuggestField, ComboboxBinding>> {
  const placesKey = useLeadSettings()?.placesApiKey ?? null
  const provider = useMemo<AddressProvider>(
    () => (placesKey ? googlePlacesProvider(placesKey) : offlineProvider),
    [placesKey],
  )
  // The context object is new on every render; its methods are stable, so effects depend on those.
  const { getValues, setValue, getFieldState, control } = useFormContext<Record<AddressField, string>>()
  const filled = useRef<Partial<AddressFill>>({})
  const values = useWatch({ control, name: FIELDS as AddressField[] })

  const apply = useCallback(
    (fill: AddressFill, onlyUntouched: boolean) => {
      for (const [name, value] of Object.entries(fill) as [AddressField, string][]) {
        const current = getValues(name)
        if (onlyUntouched && current && current !== filled.current[name]) continue
        filled.current[name] = value
        // Validate only a field that shows a message, so a filled value clears it without new messages.
        setValue(name, value, { shouldDirty: true, shouldValidate: Boolean(getFieldState(name).error) })
      }
    },
    [getValues, setValue, getFieldState],
  )

  // Offline: a whole zip typed fills an empty city and state. A zip that came with a chosen place is left
  // alone: the place's own name stays (a town's zip may carry another postal name).
  const zip = values[3]
  useEffect(() => {
    if (placesKey || zip === filled.current.zip) return
    const code = parsePostalCode(zip ?? '')
    if (!code) return
    const controller = new AbortController()
    fetchPostalArea(code.display, controller.signal).then(
      (area) => area && apply({ city: area.city, state: area.state }, true),
      (error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('Postal area lookup failed', error instanceof Error ? error.message : error)
      },
    )
    return () => controller.abort()
  }, [zip, placesKey, apply])

  const isUseful = (suggestion: AddressSuggestion) => {
    if (!suggestion.address) return true
    const fill = toFill(suggestion.address)
    return FIELDS.some((name, i) => fill[name] !== undefined && !same(fill[name], values[i]))
  }
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const common = { provider, isUseful, onChoose: (address: ResolvedAddress) => apply(toFill(address), false) }
  // Every field's hook runs (hooks run in a fixed order); only the provider's fields use theirs.
  const bindings: Record<SuggestField, ComboboxBinding> = {
    addressLine1: useSuggestions({ ...common, field: 'addressLine1', label: t(LABELS.addressLine1) }),
    city: useSuggestions({ ...common, field: 'city', label: t(LABELS.city) }),
    zip: useSuggestions({ ...common, field: 'zip', label: t(LABELS.zip) }),
  }
  return Object.fromEntries(provider.fields.map((field) => [field, bindings[field]]))
}
