/**
 * Zip and postal-code rules (spec §5). A lookup runs only for a value of at least 5 characters that is a
 * US zip (optionally ZIP+4) or a Canadian postal code (letter digit letter, optional space or dash,
 * digit letter digit). Canadian codes resolve by their forward sortation area (the first three characters).
 */

export const MIN_ZIP_LENGTH = 5

const US_ZIP = /^(\d{5})(?:-\d{4})?$/
const CA_POSTAL = /^([A-Z]\d[A-Z])[ -]?(\d[A-Z]\d)$/i

export type PostalCode = {
  country: 'US' | 'CA'
  /** The key of the centroid table: the 5-digit zip or the 3-character FSA. */
  key: string
  /** The code as the response shows it: `10001` or `K1A 0B1`. */
  display: string
}

/** Surrounding white space is ignored (the zip box drops a leading space). */
const clean = (raw: string): string => raw.trim()

/** The spec's lookup rule: true when a zip search should run for this value. */
export function isZipLookupValue(raw: string): boolean {
  return parsePostalCode(raw) !== null
}

/** Parses a zip or postal code, or returns null when it fails the lookup rule. */
export function parsePostalCode(raw: string): PostalCode | null {
  const value = clean(raw)
  if (value.length < MIN_ZIP_LENGTH) return null
  const us = US_ZIP.exec(value)
  if (us?.[1]) return { country: 'US', key: us[1], display: us[1] }
  const ca = CA_POSTAL.exec(value)
  if (ca?.[1] && ca[2]) {
    const fsa = ca[1].toUpperCase()
    return { country: 'CA', key: fsa, display: `${fsa} ${ca[2].toUpperCase()}` }
  }
  return null
}
