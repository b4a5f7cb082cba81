import { withMarketingIds } from '@/domain/profile/marketingIds'
import {
  addLead,
  emptyProfile,
  parseStoredProfile,
  PROFILE_STORAGE_KEY,
  withContact,
  type ProfileContact,
  type UserProfile,
} from '@/domain/profile/profile'

/**
 * The one copy of the visitor's profile in this tab, backed by session storage. Components read it through
 * useSyncExternalStore (useProfile.client.ts), so a lead sent from one dialog turns every card for that
 * dealer 'Connected' at once.
 */

const listeners = new Set<() => void>()
let cached: { raw: string | null; cookies: string; profile: UserProfile } | undefined

/** The profile during server rendering and before hydration: one object, so React sees a stable value. */
export const SERVER_PROFILE: UserProfile = Object.freeze(emptyProfile()) as UserProfile

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    // Storage can be switched off; the profile then lives for this page only.
    return undefined
  }
}

let memoryRaw: string | null = null

const readRaw = (): string | null => {
  const store = storage()
  return store ? store.getItem(PROFILE_STORAGE_KEY) : memoryRaw
}

/** The current profile; the same object while nothing changed (a requirement of useSyncExternalStore). */
export function readProfile(): UserProfile {
  if (typeof window === 'undefined') return SERVER_PROFILE
  const raw = readRaw()
  const cookies = document.cookie
  if (cached && cached.raw === raw && cached.cookies === cookies) return cached.profile
  const { profile, problem } = parseStoredProfile(raw)
  // The reason names fields only; the stored values are personal data and stay out of the log.
  if (problem) console.warn(`Stored ${PROFILE_STORAGE_KEY} ignored: ${problem}`)
  cached = { raw, cookies, profile: withMarketingIds(profile, cookies) }
  return cached.profile
}

function writeProfile(profile: UserProfile): void {
  const raw = JSON.stringify(profile)
  const store = storage()
  try {
    if (store) store.setItem(PROFILE_STORAGE_KEY, raw)
    else memoryRaw = raw
  } catch {
    memoryRaw = raw
  }
  cached = undefined
  for (const listener of listeners) listener()
}

export function subscribeProfile(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** After a successful lead: the id joins leadIds, a dealer's company id goes to the end of dealersContacted. */
export function recordLead(leadId: string, companyId?: number): void {
  const { profile, alreadyContacted } = addLead(readProfile(), leadId, companyId)
  if (alreadyContacted)
    console.warn(
      `Dealer ${companyId} was contacted before in this visit; moved to the end of dealersContacted`,
    )
  writeProfile(profile)
}

/** Keeps what the visitor typed for the next form of the visit. */
export function saveContact(contact: ProfileContact): void {
  writeProfile(withContact(readProfile(), contact))
}

/** Test helper: forget the cached copy (storage is cleared by the test itself). */
export function resetProfileCache(): void {
  cached = undefined
  memoryRaw = null
}
