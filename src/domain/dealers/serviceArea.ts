import type { PostalCode } from '../geo/postalCode'

/**
 * A service-area entry is a 5-digit zip, a US zip prefix of 3 or 4 digits, a Canadian FSA (`K1A`),
 * or an FSA prefix of one letter or letter+digit (`K`, `K1`). Stored upper-case without spaces.
 */
const ENTRY = /^(?:\d{3,5}|[A-Z](?:\d[A-Z]?)?)$/

export function normalizeServiceAreaEntry(raw: string): string | null {
  const value = raw.replace(/\s+/g, '').toUpperCase()
  return ENTRY.test(value) ? value : null
}

/** The service-area entries that cover a searched code: the key itself and its shorter prefixes. */
export function coveringEntries(code: PostalCode): string[] {
  const min = code.country === 'US' ? 3 : 1
  const keys: string[] = []
  for (let len = code.key.length; len >= min; len--) keys.push(code.key.slice(0, len))
  return keys
}
