import { parsePostalCode } from '../geo/postalCode'

/** Local-storage key of the visitor's zip (spec §2). */
export const ZIP_STORAGE_KEY = 'zipcode'

/**
 * The zip a search runs for, in the service's canonical form ('10001', 'K1A 0B1'), or null when the value
 * fails the lookup rule of spec §5 (src/domain/geo/postalCode.ts). Surrounding spaces are ignored.
 */
export function searchableZip(raw: string | null | undefined): string | null {
  return raw ? (parsePostalCode(raw)?.display ?? null) : null
}
