import { safeHref } from '../url'
import type { DealerRecordResponse } from './responseSchemas'

/**
 * Coordinates published for a dealer that keeps its address private: two decimals, a cell of about 1.1 km
 * north to south (less east to west), enough for a distance and a map area, not for a house.
 */
export const roundToArea = (degrees: number): number => Math.round(degrees * 100) / 100

/** A dealer shows its street address only when it says so (spec §3 showAddress); an unset flag keeps it private. */
export const showsAddress = (data: { showAddress?: boolean | null }): boolean => data.showAddress === true

/**
 * The Dealer record as every visitor may receive it (search, lookup, the locator's HTML). Many dealers work
 * from home, so for one that keeps its address private (showAddress false) the record carries no street
 * lines and its coordinates rounded to the area; distances are measured from the exact point before this.
 * Stored links pass the one link rule (domain/url.ts): an unsafe one is answered as null. Every other field,
 * and the record's shape, stay as they are.
 */
export function publicDealerRecord(record: DealerRecordResponse): DealerRecordResponse {
  const hide = !showsAddress(record.data)
  return {
    ...record,
    data: {
      ...record.data,
      ...(hide ? { addressLine1: null, addressLine2: null } : {}),
      financeURL: safeHref(record.data.financeURL),
    },
    metaData: { ...record.metaData, dealer_url: safeHref(record.metaData.dealer_url) },
    location: hide
      ? { lat: roundToArea(record.location.lat), lon: roundToArea(record.location.lon) }
      : record.location,
  }
}
