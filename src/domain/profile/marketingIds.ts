import type { UserProfile } from './profile'

/** The cookies a marketing tool sets; this site only reads them and never invents their values. */
export const MTA_COOKIES = { aid: '_mta_aid', sid: '_mta_sid' } as const

const MAX_ID_LENGTH = 256

/** One cookie's value from a `document.cookie` string, or undefined when it is absent or unusable. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    let value = part.slice(eq + 1).trim()
    try {
      value = decodeURIComponent(value)
    } catch {
      return undefined
    }
    return value && value.length <= MAX_ID_LENGTH ? value : undefined
  }
  return undefined
}

/** The profile with mtaAid and mtaSid taken from the cookies that are present; absent cookies change nothing. */
export function withMarketingIds(profile: UserProfile, cookies: string): UserProfile {
  const mtaAid = readCookie(cookies, MTA_COOKIES.aid)
  const mtaSid = readCookie(cookies, MTA_COOKIES.sid)
  if (
    (mtaAid === undefined || mtaAid === profile.mtaAid) &&
    (mtaSid === undefined || mtaSid === profile.mtaSid)
  ) {
    return profile
  }
  return {
    ...profile,
    ...(mtaAid === undefined ? {} : { mtaAid }),
    ...(mtaSid === undefined ? {} : { mtaSid }),
  }
}
