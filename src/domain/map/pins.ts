import type { LatLon } from '../geo/distance'
import { LOCATOR_PAGE_SIZE } from '../locator/pagination'

/**
 * The numbered pins of a map of dealers. A pin's number is the dealer's place in the filtered results
 * (4, 5, 6 on the second page), the same number its card shows, so the map and the list name each dealer
 * alike.
 */
export type MapPin = LatLon & {
  /** The dealer's company id: the card's id is built from it. */
  id: number
  number: number
  /** The pin's accessible name: '1. Harrowgate Brindle Mechanical, 3.2 miles'. */
  label: string
}

/** What a pin needs of a dealer: its id, name, position and (in a search) its distance. */
export type PinnedDealer = {
  data: { companyID: number; name: string }
  location: LatLon
  distance?: number
}

/** The number of the card at `index` (0-based) of page `page` (1-based): its place in the whole list. */
export const cardNumber = (page: number, index: number, pageSize = LOCATOR_PAGE_SIZE): number =>
  (Math.max(1, Math.trunc(page)) - 1) * pageSize + index + 1

/** '3.2 miles', '1.0 mile'. */
export const milesText = (miles: number): string =>
  `${miles.toFixed(1)} ${miles.toFixed(1) === '1.0' ? 'mile' : 'miles'}`

/** '1. Dealer name, 3.2 miles'; without the distance when there is none (one dealer's own map). */
export const pinLabel = (number: number, name: string, distance?: number): string =>
  `${number}. ${name}${typeof distance === 'number' ? `, ${milesText(distance)}` : ''}`

/** The pins of one page of results, numbered from `firstNumber`. */
export function dealerPins(dealers: readonly PinnedDealer[], firstNumber: number): MapPin[] {
  return dealers.map((dealer, index) => {
    const number = firstNumber + index
    return {
      id: dealer.data.companyID,
      number,
      lat: dealer.location.lat,
      lon: dealer.location.lon,
      label: pinLabel(number, dealer.data.name, dealer.distance),
    }
  })
}

/** [west, south], [east, north] around every point; null for none. One point gets a box of its own. */
export type Bounds = [[number, number], [number, number]]

/** The smallest box holding every point, widened to `minSpan` degrees so a single dealer is not a dot. */
export function boundsOf(points: readonly LatLon[], minSpan = 0.05): Bounds | null {
  if (points.length === 0) return null
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const { lat, lon } of points) {
    west = Math.min(west, lon)
    east = Math.max(east, lon)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  const widen = (low: number, high: number): [number, number] => {
    const missing = Math.max(0, minSpan - (high - low)) / 2
    return [low - missing, high + missing]
  }
  const [w, e] = widen(west, east)
  const [s, n] = widen(south, north)
  return [
    [w, s],
    [e, n],
  ]
}

/** The id of a dealer's card in the locator, which a pin scrolls to and focuses. */
export const dealerCardId = (companyId: number): string => `dealer-card-${companyId}`
