/**
 * The visitor's lead profile (spec §3): kept in session storage under `user_profile`, so a second form in
 * the same visit is prefilled and the locator knows which dealers were contacted.
 */
export const PROFILE_STORAGE_KEY = 'user_profile'

const TEXT_FIELDS = [
  'mtaAid',
  'mtaSid',
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'city',
  'state',
  'zip',
] as const
type TextField = (typeof TEXT_FIELDS)[number]

export type UserProfile = { [K in TextField]?: string } & {
  leadIds: string[]
  dealersContacted: number[]
}

const MAX_TEXT = 500
const MAX_LEAD_ID = 200
const MAX_LIST = 500

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
  const { profile, problems } = readProfile(value)
  if (!problems.length) return { profile }
  return { profile: emptyProfile(), problem: `invalid fields: ${problems.join(', ')}` }
}

/*
 * Checked by hand rather than with zod: every page with a dealer card reads the profile, and zod would add
 * about 80 KB gzip to each of them. A missing list counts as empty; anything else out of shape is a problem.
 */
function readProfile(value: unknown): { profile: UserProfile; problems: string[] } {
  const profile = emptyProfile()
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { profile, problems: ['(root)'] }
  const record = value as Record<string, unknown>
  const problems: string[] = []
  for (const field of TEXT_FIELDS) {
    const text = record[field]
    if (text === undefined) continue
    if (typeof text === 'string' && text.length <= MAX_TEXT) profile[field] = text
    else problems.push(field)
  }
  const leadIds = readList(record, 'leadIds', (id) => typeof id === 'string' && id.length <= MAX_LEAD_ID)
  if (Array.isArray(leadIds)) profile.leadIds = leadIds as string[]
  else problems.push(leadIds)
  const dealers = readList(
    record,
    'dealersContacted',
    (id) => Number.isSafeInteger(id) && (id as number) >= 0,
  )
  if (Array.isArray(dealers)) profile.dealersContacted = dealers as number[]
  else problems.push(dealers)
  return { profile, problems }
}

/** The list ([] when absent), or the path of what is wrong: the field, or its first bad item. */
function readList(
  record: Record<string, unknown>,
  field: string,
  valid: (item: unknown) => boolean,
): unknown[] | string {
  const value = record[field]
  if (value === undefined) return []
  if (!Array.isArray(value) || value.length > MAX_LIST) return field
  const bad = value.findIndex((item) => !valid(item))
  return bad === -1 ? value : `${field}.${bad}`
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
