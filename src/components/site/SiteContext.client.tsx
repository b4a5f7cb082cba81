'use client'

import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'

import { OWN_API_BASE } from '@/domain/providers'

import { chooseSiteZip, noteCampaignMarkers, readInfoFlag, readSiteZip, subscribeSite } from './siteStore'

/** What every part of the site shares about the visitor's area and the site's dealer mode (spec §3). */
export type SiteContextValue = {
  /** The searched zip in canonical form, null until one is known (never during server rendering). */
  zip: string | null
  /** Stores the zip (localStorage `zipcode`), puts it in the address (?zipcode=) and makes it the site zip. */
  setZip: (zip: string) => void
  isSingleDealer: boolean
  singleDealerCompanyId: number | null
  /** The info-endpoint flag: the alternate search path, reviews hidden. Known after the page hydrates. */
  infoEndpoint: boolean
  /** The brand code the dealer service expects, and where it answers. */
  brandCode: string
  apiBase: string
  /** Where dealer reviews answer (their own provider setting). */
  reviewsBase: string
}

/** Exported for deferred islands, which hold a dehydrated island's value steady (see deferredIsland.client). */
export const SiteContext = createContext<SiteContextValue | null>(null)

type Props = {
  isSingleDealer: boolean
  singleDealerCompanyId: number | null
  infoEndpointMarkers: string[]
  brandCode: string
  apiBase: string
  reviewsBase: string
  children: ReactNode
}

const serverZip = () => null
const serverFlag = () => false

export function SiteProvider({
  isSingleDealer,
  singleDealerCompanyId,
  infoEndpointMarkers,
  brandCode,
  apiBase,
  reviewsBase,
  children,
}: Props) {
  const zip = useSyncExternalStore(subscribeSite, readSiteZip, serverZip)
  const infoEndpoint = useSyncExternalStore(subscribeSite, readInfoFlag, serverFlag)

  // The landing address is known only in the browser; the flag then outlives this visit (seven days).
  useEffect(() => noteCampaignMarkers(infoEndpointMarkers), [infoEndpointMarkers])

  const value = useMemo(
    () => ({
      zip,
      setZip: chooseSiteZip,
      isSingleDealer,
      singleDealerCompanyId,
      infoEndpoint,
      brandCode,
      apiBase,
      reviewsBase,
    }),
    [zip, isSingleDealer, singleDealerCompanyId, infoEndpoint, brandCode, apiBase, reviewsBase],
  )
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

/** The site context; outside a SiteProvider (tests of one component) a neutral value. */
export function useSite(): SiteContextValue {
  return useContext(SiteContext) ?? FALLBACK
}

const FALLBACK: SiteContextValue = {
  zip: null,
  setZip: () => undefined,
  isSingleDealer: false,
  singleDealerCompanyId: null,
  infoEndpoint: false,
  brandCode: '',
  apiBase: OWN_API_BASE,
  reviewsBase: OWN_API_BASE,
}
