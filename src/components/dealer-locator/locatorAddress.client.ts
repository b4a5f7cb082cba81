'use client'

import { useMemo, useSyncExternalStore } from 'react'

import {
  readLocatorView,
  viewSearch,
  writeLocatorView,
  type LocatorView,
} from '@/domain/locator/locatorQuery'

import { subscribeSite } from '../site/siteStore'

/*
 * The locator's page and filters live in the address (domain/locator/locatorQuery.ts), not in React state, so
 * a reload, a shared link, Back and Forward show the same results. A page turned is a new history entry (Back
 * returns to the page before); a filter switched replaces the current entry, so Back does not undo the
 * boxes one by one. Next's router follows history.pushState and replaceState: no server round trip.
 */

const listeners = new Set<() => void>()

/** Told when the address changes: a view shown here, a zip chosen, Back or Forward (popstate). */
function subscribeAddress(listener: () => void): () => void {
  listeners.add(listener)
  const leaveSite = subscribeSite(listener)
  return () => {
    listeners.delete(listener)
    leaveSite()
  }
}

/** The address's view in its one written form, so an unchanged view is an unchanged snapshot. */
const addressView = () => viewSearch(readLocatorView(new URLSearchParams(window.location.search)))

/** Puts `view` (and the results' zip, when the address has none) in the address. */
export function showView(view: LocatorView, zip: string | null, entry: 'push' | 'replace'): void {
  const url = writeLocatorView(new URL(window.location.href), view, zip)
  if (url.href === window.location.href) return
  // A null state lets Next's router copy its own into the entry and follow the new address.
  if (entry === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(null, '', url)
  listeners.forEach((listener) => listener())
}

/**
 * The view the address asks for. The server rendered `serverView` (the request's own address), and hydration
 * starts from it, so a link to page 2 shows page 2 from the first paint.
 */
export function useLocatorView(serverView: LocatorView): LocatorView {
  const serverSearch = viewSearch(serverView)
  const search = useSyncExternalStore(subscribeAddress, addressView, () => serverSearch)
  return useMemo(() => readLocatorView(new URLSearchParams(search)), [search])
}
