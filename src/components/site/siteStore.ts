import { flagRecord, INFO_ENDPOINT_KEY, isFlagOn, mentionsMarker } from '@/domain/locator/infoEndpoint'
import { PAGE_PARAM } from '@/domain/locator/locatorQuery'
import { searchableZip, ZIP_STORAGE_KEY } from '@/domain/locator/zipInput'

import { readLocal, writeLocal } from './storage'

/**
 * The visitor's zip and the info-endpoint flag live in the address and in localStorage, outside React; this
 * store reads them there and tells subscribers when they change (a submitted zip, the back button), for
 * useSyncExternalStore.
 */

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export function subscribeSite(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('popstate', notify)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('popstate', notify)
  }
}

/** The address's ?zipcode= when it passes the lookup rule, else the stored zip; canonical, or null. */
export function readSiteZip(): string | null {
  return (
    searchableZip(new URLSearchParams(window.location.search).get('zipcode')) ??
    searchableZip(readLocal(ZIP_STORAGE_KEY))
  )
}

/**
 * Stores the zip under `zipcode` and puts it in the current page's address as a new history entry (spec §2).
 * Next's router follows pushState, so the page reads the new zip without a server round trip. A new zip's
 * results start at their first page (the locator's filters stay).
 */
export function chooseSiteZip(value: string): void {
  writeLocal(ZIP_STORAGE_KEY, value)
  const url = new URL(window.location.href)
  url.searchParams.set('zipcode', value)
  url.searchParams.delete(PAGE_PARAM)
  window.history.pushState(window.history.state, '', url)
  notify()
}

export const readInfoFlag = (): boolean => isFlagOn(readLocal(INFO_ENDPOINT_KEY), Date.now())

/** Turns the flag on for seven days when the landing address or the referrer names a campaign marker. */
export function noteCampaignMarkers(markers: readonly string[]): void {
  if (!mentionsMarker(markers, window.location.href, document.referrer)) return
  writeLocal(INFO_ENDPOINT_KEY, flagRecord(Date.now()))
  notify()
}
