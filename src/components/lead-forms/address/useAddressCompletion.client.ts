'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { parsePostalCode } from '@/domain/geo/postalCode'

import { useLeadSettings } from '../settings.client'
import { attachPlaces } from './mapsPlaces'
import { fetchPostalArea } from './postalArea'
import type { AddressField, AddressFill } from './types'

/**
 * Address completion behind one interface: the form gives it the street input, and the provider fills the
 * other fields. With a maps key configured the maps service suggests whole addresses (street, city, state
 * and zip); without one (the default) the built-in provider fills city and state from the zip or postal
 * code through this site's own /api/v1/geo/postal-area, so no request leaves the site.
 * A value the visitor typed is never overwritten by the built-in provider.
 */
export function useAddressCompletion(): { streetRef: (input: HTMLInputElement | null) => void } {
  const mapsKey = useLeadSettings()?.mapsApiKey ?? null
  // The context object is new on every render; its methods are stable, so effects depend on those.
  const { getValues, setValue, getFieldState, control } = useFormContext<Record<AddressField, string>>()
  const filled = useRef<Partial<AddressFill>>({})

  const apply = useCallback(
    (fill: AddressFill, onlyUntouched: boolean) => {
      for (const [name, value] of Object.entries(fill) as [AddressField, string][]) {
        const current = getValues(name)
        if (onlyUntouched && current && current !== filled.current[name]) continue
        filled.current[name] = value
        // Validate only a field that shows a message, so a filled value clears it without new messages.
        setValue(name, value, {
          shouldDirty: true,
          shouldValidate: Boolean(getFieldState(name).error),
        })
      }
    },
    [getValues, setValue, getFieldState],
  )

  // Built-in provider: the zip decides city and state.
  const zip = useWatch({ control, name: 'zip' })
  useEffect(() => {
    if (mapsKey) return
    const code = parsePostalCode(zip ?? '')
    if (!code) return
    const controller = new AbortController()
    fetchPostalArea(code.display, controller.signal).then(
      (area) => area && apply(area, true),
      (error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('Postal area lookup failed', error instanceof Error ? error.message : error)
      },
    )
    return () => controller.abort()
  }, [zip, mapsKey, apply])

  // Maps provider: suggestions on the street input.
  const [street, setStreet] = useState<HTMLInputElement | null>(null)
  useEffect(() => {
    if (!mapsKey || !street) return
    return attachPlaces(mapsKey, street, (fill) => apply(fill, false))
  }, [mapsKey, street, apply])

  return { streetRef: setStreet }
}
