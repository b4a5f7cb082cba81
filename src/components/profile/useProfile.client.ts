'use client'

import { useCallback, useSyncExternalStore } from 'react'

import type { UserProfile } from '@/domain/profile/profile'

import { readProfile, SERVER_PROFILE, subscribeProfile } from './profileStore'

export { recordLead, saveContact } from './profileStore'

const serverProfile = () => SERVER_PROFILE

/** The visitor's profile; re-renders when any component records a lead or saves contact fields. */
export function useProfile(): UserProfile {
  return useSyncExternalStore(subscribeProfile, readProfile, serverProfile)
}

/** True once this visit sent a lead to the dealer: the locator's card shows a disabled 'Connected'. */
export function useIsContacted(companyId: number): boolean {
  const contacted = useCallback(() => readProfile().dealersContacted.includes(companyId), [companyId])
  return useSyncExternalStore(subscribeProfile, contacted, () => false)
}

/** For code outside React (the locator's other-dealers list): the same answer without a hook. */
export function isContacted(companyId: number): boolean {
  return readProfile().dealersContacted.includes(companyId)
}
