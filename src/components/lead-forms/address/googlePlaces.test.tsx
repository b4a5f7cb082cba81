// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ContactFields } from '../fields/ContactFields.client'
import { LeadSettingsProvider } from '../settings.client'
import { json, TEST_SETTINGS } from '../testing'
import { resetPlacesLoader } from './googlePlaces'

const KEY = 'test-places-key-0123456789'

/** A stand-in for `google.maps.places` (Places API, new): two predictions, one place with its parts. */
function fakePlaces() {
  const requests: Array<Record<string, unknown>> = []
  const fetched: string[][] = []
  class AutocompleteSessionToken {}
  const prediction = (placeId: string, main: string, secondary: string) => ({
    placeId,
    text: { text: `${main}, ${secondary}` },
    mainText: { text: main },
    secondaryText: { text: secondary },
    toPlace: () => {
      const place = {
        addressComponents: null as null | Array<{ longText: string; shortText: string; types: string[] }>,
        async fetchFields({ fields }: { fields: string[] }) {
          fetched.push(fields)
          place.addressComponents = [
            { longText: '350', shortText: '350', types: ['street_number'] },
            { longText: '5th Avenue', shortText: '5th Ave', types: ['route'] },
            { longText: 'New York', shortText: 'New York', types: ['locality', 'political'] },
            { longText: 'New York', shortText: 'NY', types: ['administrative_area_level_1', 'political'] },
            { longText: '10118', shortText: '10118', types: ['postal_code'] },
            { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
          ]
          return { place }
        },
      }
      return place
    },
  })
  const library = {
    AutocompleteSessionToken,
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions(request: Record<string, unknown>) {
        requests.push(request)
        return {
          suggestions: [
            { placePrediction: prediction('ChIJ-1', '350 5th Avenue', 'New York, NY, USA') },
            { placePrediction: prediction('ChIJ-2', '350 5th Street', 'Brooklyn, NY, USA') },
          ],
        }
      },
    },
  }
  return { library, requests, fetched }
}

function Fields() {
  const form = useForm({ defaultValues: { addressLine1: '', city: '', state: '', zip: '' } })
  return (
    <FormProvider {...form}>
      <form aria-label="Contact">
        <ContactFields />
      </form>
    </FormProvider>
  )
}

const mapsScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.startsWith('https://maps.googleapis.com/'))

beforeEach(() => {
  resetPlacesLoader()
  delete window.google
  delete window.__placesReady
  vi.stubGlobal('fetch', async () => json({ error: 'Not found' }, 404))
})
afterEach(() => {
  for (const script of mapsScripts()) script.remove()
  delete window.google
  vi.unstubAllGlobals()
})

describe('Google Places suggestions (PLACES_API_KEY set)', { timeout: 20_000 }, () => {
  it('loads the maps script only when the street field takes the focus, and fills street, city, state and zip', async () => {
    const { library, requests, fetched } = fakePlaces()
    render(
      <LeadSettingsProvider settings={{ ...TEST_SETTINGS, placesApiKey: KEY }}>
        <Fields />
      </LeadSettingsProvider>,
    )
    const street = screen.getByLabelText<HTMLInputElement>('Street address')
    expect(street.getAttribute('role')).toBe('combobox')
    expect(street.getAttribute('autocomplete')).toBe('address-line1')
    // City and zip stay plain fields: the maps service completes the whole address from the street.
    expect(screen.getByLabelText('City').getAttribute('role')).toBeNull()
    expect(mapsScripts()).toHaveLength(0)

    act(() => street.focus())
    expect(mapsScripts()).toHaveLength(1)
    const src = new URL(mapsScripts()[0]!.src)
    expect(src.origin + src.pathname).toBe('https://maps.googleapis.com/maps/api/js')
    expect(src.searchParams.get('key')).toBe(KEY)
    expect(src.searchParams.get('libraries')).toBe('places')
    expect(src.searchParams.get('callback')).toBe('__placesReady')
    // The script arrives and calls back.
    window.google = { maps: { importLibrary: async () => library } }
    act(() => window.__placesReady?.())

    fireEvent.input(street, { target: { value: '350 5th' } })
    const list = await screen.findByRole('listbox', { name: 'Street address suggestions' })
    const options = within(list).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      '350 5th AvenueNew York, NY, USA',
      '350 5th StreetBrooklyn, NY, USA',
    ])
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ input: '350 5th', includedRegionCodes: ['us', 'ca'] })
    expect(requests[0]?.sessionToken).toBeTruthy()
    expect(screen.getByText('2 suggestions, use the up and down arrow keys to choose')).toBeTruthy()

    fireEvent.keyDown(street, { key: 'ArrowDown' })
    expect(street.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    fireEvent.keyDown(street, { key: 'Enter' })
    await waitFor(() => expect(street.value).toBe('350 5th Avenue'))
    expect(fetched).toEqual([['addressComponents']])
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('New York')
    expect(screen.getByLabelText<HTMLSelectElement>('State/Province').value).toBe('NY')
    expect(screen.getByLabelText<HTMLInputElement>('Zip/postal code').value).toBe('10118')
    expect(street.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(street)
    // A second focus loads nothing more.
    act(() => screen.getByLabelText('City').focus())
    act(() => street.focus())
    expect(mapsScripts()).toHaveLength(1)
  })

  it('keeps the street field usable by hand when the script cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <LeadSettingsProvider settings={{ ...TEST_SETTINGS, placesApiKey: KEY }}>
        <Fields />
      </LeadSettingsProvider>,
    )
    const street = screen.getByLabelText<HTMLInputElement>('Street address')
    act(() => street.focus())
    act(() => {
      mapsScripts()[0]!.dispatchEvent(new Event('error'))
    })
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Address suggestions unavailable', 'maps script failed to load'),
    )
    fireEvent.input(street, { target: { value: '12 Main St' } })
    expect(street.value).toBe('12 Main St')
    expect(street.getAttribute('aria-expanded')).toBe('false')
  })
})
