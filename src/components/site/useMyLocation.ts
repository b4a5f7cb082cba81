import { ZIP_BOX_MESSAGES } from '@/domain/locator/zipBoxMessages'

export const LOCATION_REFUSED = ZIP_BOX_MESSAGES.locationRefused
export const LOCATION_UNAVAILABLE = ZIP_BOX_MESSAGES.locationUnavailable

/** Why no zip was found: the zip box shows the reason's message in the page's language. */
export type LocationProblem = 'locationRefused' | 'locationUnavailable' | 'outsideArea'
export type LocationResult = { zip: string } | { error: LocationProblem }

/** The browser's position, rounded to about a kilometre: enough to pick a zip, no more. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('unsupported'))
    else
      navigator.geolocation.getCurrentPosition(resolve, reject, {
        enableHighAccuracy: false,
        timeout: 10_000,
        maximumAge: 600_000,
      })
  })
}

const isPermissionError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 1

/** Finds the nearest zip or postal area to where the visitor is, or a message saying why not. */
export async function findMyZip(): Promise<LocationResult> {
  let position: GeolocationPosition
  try {
    position = await currentPosition()
  } catch (error) {
    return { error: isPermissionError(error) ? 'locationRefused' : 'locationUnavailable' }
  }
  const lat = position.coords.latitude.toFixed(2)
  const lon = position.coords.longitude.toFixed(2)
  try {
    const res = await fetch(`/api/v1/geo/nearest-zip?lat=${lat}&lon=${lon}`)
    if (res.status === 404) return { error: 'outsideArea' }
    if (!res.ok) throw new Error(`nearest zip answered ${res.status}`)
    const body = (await res.json()) as { zipcode: string }
    return { zip: body.zipcode }
  } catch (error) {
    console.error('Nearest zip lookup failed', error instanceof Error ? error.message : error)
    return { error: 'locationUnavailable' }
  }
}
