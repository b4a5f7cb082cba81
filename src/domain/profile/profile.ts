import { z } from '../zod'

/**
 * The visitor's lead profile (spec §3): kept in session storage under `user_profile`, so a second form in
 * the same visit is prefilled and the locator knows which dealers were contacted.
 */
export const PROFILE_STORAGE_KEY = 'user_profile'

const text = z.string().max(500)

export const userProfileSchema = z.object({
  mtaAid: text.optional(),
  mtaSid: text.optional(),
  firstName: text.optional(),
  lastName: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  addressLine1: text.optional(),
  city: text.optional(),
  state: text.optional(),
  zip: text.optional(),
  leadIds: z.array(z.string().max(200)).max(500).default([]),
  dealersContacted: z.array(z.number().int().nonnegative()).max(500).default([]),
})

export type UserProfile = z.infer<typeof userProfileSchema>

/** The contact fields a form prefills from the profile and saves back to it. */
export type ProfileContact = Pick<
  UserProfile,
  'firstName' | 'lastName' | 'email' | 'phone' | 'addressLine1' | 'city' | 'state' | 'zip'
>

export const emptyProfile = (): UserProfile => ({ leadIds: [], dealersContacted: [] })

/** A stored profile and, when it could not be used, why (field paths only: never the stored values). */
export type StoredProfile = { profile: UserProfile; problem?: string }

export function parseStoredProfile(raw: string | null): StoredProfile {
  if (raw === null) return { profile: emptyProfile() }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { profile: emptyProfile(), problem: 'not JSON' }
  }
  const parsed = userProfileSchema.safeParse(value)
  if (parsed.success) return { profile: parsed.data }
  const paths = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(root)'))]
  return { profile: emptyProfile(), problem: `invalid fields: ${paths.join(', ')}` }
}

export type RecordedLead = {
  profile: UserProfile
  /** True when the dealer was in dealersContacted already (it moved to the end of the list). */
  alreadyContacted: boolean
}

/** Adds a lead id (once) and, for a dealer lead, the dealer's company id at the end of dealersContacted. */
export function addLead(profile: UserProfile, leadId: string, companyId?: number): RecordedLead {
  const leadIds = profile.leadIds.includes(leadId) ? profile.leadIds : [...profile.leadIds, leadId]
  if (companyId === undefined) return { profile: { ...profile, leadIds }, alreadyContacted: false }
  const alreadyContacted = profile.dealersContacted.includes(companyId)
  const dealersContacted = [...profile.dealersContacted.filter((id) => id !== companyId), companyId]
  return { profile: { ...profile, leadIds, dealersContacted }, alreadyContacted }
}

/** Saves what the visitor typed, so the next form of the visit starts filled in. */
export function withContact(profile: UserProfile, contact: ProfileContact): UserProfile {
  return { ...profile, ...contact }
}

export const isContacted = (profile: UserProfile, companyId: number): boolean =>
  profile.dealersContacted.includes(companyId)
