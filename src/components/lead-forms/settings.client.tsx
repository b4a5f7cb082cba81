'use client'

import { createContext, useContext, type ReactNode } from 'react'

/**
 * What every lead form sends besides the visitor's entries, from the site settings: the brand code and
 * source tag the lead endpoint checks, and the places key (PLACES_API_KEY) that switches address suggestions to
 * the maps service. Mounted once in the site layout (single-dealer mode comes from the site context).
 */
export type LeadSettings = {
  brandCode: string
  sourceTag: string
  /** With a key, street addresses complete through the maps service; without one, nothing leaves the site. */
  placesApiKey?: string | null
}

const LeadSettingsContext = createContext<LeadSettings | null>(null)

export function LeadSettingsProvider({
  settings,
  children,
}: {
  settings: LeadSettings
  children: ReactNode
}) {
  return <LeadSettingsContext.Provider value={settings}>{children}</LeadSettingsContext.Provider>
}

/** The settings, or null outside the provider (a form then refuses to send, and says so in the console). */
export function useLeadSettings(): LeadSettings | null {
  return useContext(LeadSettingsContext)
}
