/**
 * The info-endpoint flag (spec §4, §9): once a visitor lands from a campaign whose address or referrer
 * contains one of the configured markers, the locator uses the alternate search path and hides reviews for
 * seven days. Stored as { expiresAt } under INFO_ENDPOINT_KEY.
 */
export const INFO_ENDPOINT_KEY = 'infoEndpoint'
export const INFO_ENDPOINT_TTL_MS = 604_800_000

/** True when the landing address or the referrer contains one of the markers (case ignored; blanks ignored). */
export function mentionsMarker(
  markers: readonly string[],
  ...addresses: (string | null | undefined)[]
): boolean {
  const wanted = markers.map((m) => m.trim().toLowerCase()).filter(Boolean)
  return addresses.some((a) => {
    const address = a?.toLowerCase()
    return Boolean(address) && wanted.some((m) => address!.includes(m))
  })
}

/** The stored value for a flag set now. */
export const flagRecord = (now: number): string => JSON.stringify({ expiresAt: now + INFO_ENDPOINT_TTL_MS })

/** True while a stored flag has not expired; anything unreadable counts as off. */
export function isFlagOn(stored: string | null, now: number): boolean {
  if (!stored) return false
  try {
    const value: unknown = JSON.parse(stored)
    if (typeof value !== 'object' || value === null || !('expiresAt' in value)) return false
    const expiresAt = value.expiresAt
    return typeof expiresAt === 'number' && now < expiresAt
  } catch {
    return false
  }
}

/** The dealer search path to call: the alternate one while the flag is on. */
export const searchPath = (flagOn: boolean): '/dealers/locate' | '/dealers/locations' =>
  flagOn ? '/dealers/locate' : '/dealers/locations'
