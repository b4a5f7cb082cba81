import type { DealerRecordResponse, DealerSearchResponse } from '../dealers/responseSchemas'
import type { LocatorView } from './locatorQuery'

/** A dealer as the locator shows it: a search result, or the one record of single-dealer mode (no distance). */
export type LocatorDealer = DealerRecordResponse & {
  searchInfo?: DealerSearchResponse['dealers'][number]['searchInfo']
  distance?: number
}

export type { DealerSearchResponse }

/**
 * The first page's data when the server already searched (the address had ?zipcode=), in display order:
 * `seed` is the visit's order seed it used (the browser keeps it for the visit), `view` the page and filters
 * the address asked for. Without them: a seed of the browser's own, the first page and no filters.
 */
export type InitialResults = {
  zip: string
  response: DealerSearchResponse
  seed?: number
  view?: LocatorView
  /** The address asks for the map open (?map=1): the first HTML shows it so. */
  mapOpen?: boolean
}
