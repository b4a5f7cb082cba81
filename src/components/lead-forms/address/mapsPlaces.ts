import { placeToAddress, type PlaceComponent } from './placeToAddress'
import type { AddressFill } from './types'

/**
 * The maps service's places autocomplete, used only when a maps key is configured. The script loads once,
 * on the first address field that needs it; suggestions are limited to addresses in the US and Canada.
 */

type Listener = { remove(): void }
type Autocomplete = {
  addListener(event: 'place_changed', handler: () => void): Listener
  getPlace(): { address_components?: PlaceComponent[] }
}
type PlacesLibrary = {
  maps: { places: { Autocomplete: new (input: HTMLInputElement, options: object) => Autocomplete } }
}

declare global {
  interface Window {
    google?: PlacesLibrary
    __placesReady?: () => void
  }
}

export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com'

let loading: Promise<PlacesLibrary> | undefined

function loadPlaces(key: string): Promise<PlacesLibrary> {
  if (window.google?.maps?.places) return Promise.resolve(window.google)
  loading ??= new Promise<PlacesLibrary>((resolve, reject) => {
    window.__placesReady = () =>
      window.google ? resolve(window.google) : reject(new Error('places library missing'))
    const script = document.createElement('script')
    script.src = `${MAPS_SCRIPT_ORIGIN}/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async&callback=__placesReady`
    script.async = true
    script.onerror = () => {
      loading = undefined
      reject(new Error('maps script failed to load'))
    }
    document.head.append(script)
  })
  return loading
}

/** Attaches the autocomplete to a street input; the returned function detaches it. */
export function attachPlaces(
  key: string,
  input: HTMLInputElement,
  onFill: (fill: AddressFill) => void,
): () => void {
  let listener: Listener | undefined
  let detached = false
  loadPlaces(key).then(
    (google) => {
      if (detached) return
      const autocomplete = new google.maps.places.Autocomplete(input, {
        componentRestrictions: { country: ['us', 'ca'] },
        fields: ['address_components'],
        types: ['address'],
      })
      listener = autocomplete.addListener('place_changed', () =>
        onFill(placeToAddress(autocomplete.getPlace().address_components ?? [])),
      )
    },
    // Typing the address by hand still works; the failure is worth knowing about.
    (error: unknown) =>
      console.error('Address suggestions unavailable', error instanceof Error ? error.message : error),
  )
  return () => {
    detached = true
    listener?.remove()
  }
}
