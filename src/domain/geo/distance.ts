export const EARTH_RADIUS_MILES = 3958.8
export const KM_PER_MILE = 1.609344

export type LatLon = { lat: number; lon: number }

const toRad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const dLat = toRad(b.lat - a.lat)
  const dLon = toRad(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2
  // min() guards against rounding pushing h just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Distances are shown with one decimal. */
export const roundMiles = (miles: number): number => Math.round(miles * 10) / 10
