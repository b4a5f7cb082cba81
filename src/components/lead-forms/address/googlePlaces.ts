import { placeToAddress, type PlaceComponent } from './placeToAddress'
import type { AddressProvider, AddressSuggestion, ResolvedAddress } from './types'

/**
 * The maps service's places autocomplete (Places API, new), used when PLACES_API_KEY is set: suggestions for
 * the street field, limited to addresses in the US and Canada, shown in the form's own list. Its script
 * loads the first time the street field takes the focus, never with the page.
 */

type Text = { text: string }
type Place = {
  fetchFields(request: { fields: string[] }): Promise<unknown>
  addressComponents?: PlaceComponent[] | null
}
export type PlacePrediction = {
  placeId: string
  text: Text
  mainText?: Text | null
  secondaryText?: Text | null
  toPlace(): Place
}
/** The part of `google.maps.places` the adapter uses. */
export type PlacesLibrary = {
  AutocompleteSessionToken: new () => object
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string
      includedRegionCodes: string[]
      includedPrimaryTypes?: string[]
      sessionToken: object
    }): Promise<{ suggestions: Array<{ placePrediction?: PlacePrediction | null }> }>
  }
}
type MapsNamespace = { maps?: { importLibrary?: (name: 'places') => Promise<unknown> } }

declare global {
  interface Window {
    google?: MapsNamespace
    __placesReady?: () => void
  }
}

export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com'
/** Spec §5: addresses in the US and Canada only. */
export const PLACE_REGIONS = ['us', 'ca']
/** Kinds of place that are an address a dealer can visit (the street itself while the number is typed). */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route']
/** Letters typed before the service is asked (each request is billed). */
const MIN_INPUT = 3

let loading: Promise<PlacesLibrary> | undefined

const importPlaces = (google: MapsNamespace): Promise<PlacesLibrary> => {
  const importLibrary = google.maps?.importLibrary
  if (!importLibrary) return Promise.reject(new Error('places library missing'))
  return importLibrary('places') as Promise<PlacesLibrary>
}

/** Loads the maps script once (with its own loader, `importLibrary`) and the places library from it. */
export function loadPlacesLibrary(key: string): Promise<PlacesLibrary> {
  if (window.google?.maps?.importLibrary) return importPlaces(window.google)
  loading ??= new Promise<PlacesLibrary>((resolve, reject) => {
    window.__placesReady = () => {
      if (window.google) importPlaces(window.google).then(resolve, reject)
      else reject(new Error('maps script missing'))
    }
    const script = document.createElement('script')
    script.src = `${MAPS_SCRIPT_ORIGIN}/maps/api/js?key=${encodeURIComponent(key)}&loading=async&libraries=places&callback=__placesReady`
    script.async = true
    script.onerror = () => {
      loading = undefined
      script.remove()
      reject(new Error('maps script failed to load'))
    }
    document.head.append(script)
  })
  return loading
}

/** For tests: forget a script loaded before. */
export function resetPlacesLoader(): void {
  loading = undefined
}

export type PlaceSuggestion = AddressSuggestion & { prediction: PlacePrediction }

export function googlePlacesProvider(
  key: string,
  load: (key: string) => Promise<PlacesLibrary> = loadPlacesLibrary,
): AddressProvider<PlaceSuggestion> {
  // One session token from the first letters to the chosen place, so the service bills them as one session.
  let session: object | undefined
  const library = () =>
    load(key).catch((error: unknown) => {
      // Typing the address by hand still works; the failure is worth knowing about.
      console.error('Address suggestions unavailable', error instanceof Error ? error.message : error)
      throw error
    })
  return {
    fields: ['addressLine1'],
    prepare() {
      library().catch(() => undefined)
    },
    async suggest(input) {
      if (input.trim().length < MIN_INPUT) return []
      const places = await library()
      session ??= new places.AutocompleteSessionToken()
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: PLACE_REGIONS,
        includedPrimaryTypes: ADDRESS_TYPES,
        sessionToken: session,
      })
      return suggestions.flatMap(({ placePrediction: p }) =>
        p
          ? [
              {
                id: p.placeId.replace(/[^\w-]/g, ''),
                label: p.mainText?.text ?? p.text.text,
                detail: p.secondaryText?.text,
                prediction: p,
              },
            ]
          : [],
      )
    },
    async resolve(suggestion): Promise<ResolvedAddress> {
      const place = suggestion.prediction.toPlace()
      await place.fetchFields({ fields: ['addressComponents'] })
      session = undefined
      return placeToAddress(place.addressComponents ?? [])
    },
  }
}
