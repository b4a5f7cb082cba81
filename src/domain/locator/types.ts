import type { DealerRecordResponse, DealerSearchResponse } from '../dealers/responseSchemas'

/** A dealer as the locator shows it: a search result, or the one record of single-dealer mode (no distance). */
export type LocatorDealer = DealerRecordResponse & {
  searchInfo?: DealerSearchResponse['dealers'][number]['searchInfo']
  distance?: number
}

export type { DealerSearchResponse }

/** The first page's data when the server already searched (the address had ?zipcode=), in display order. */
export type InitialResults = { zip: string; response: DealerSearchResponse }
