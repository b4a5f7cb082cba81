'use client'

import { createContext, type ReactNode, useContext, useMemo } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/config/locales'
import type { LeadMessages } from '@/domain/leads/messages'

import type { IslandMessages } from './islandMessages'

type LocaleContextValue = {
  locale: Locale
  /** The lead forms' validation messages; absent: the specification's English. */
  leadMessages?: LeadMessages
  /** The client islands' namespaces of the catalogue (locator, leadForms, rebates, carousel, map); absent: English. */
  messages?: Partial<IslandMessages>
}

const LocaleContext = createContext<LocaleContextValue>({ locale: DEFAULT_LOCALE })

/**
 * The page's language for client islands, with the words they show: the lead forms' validation messages and
 * the islands' namespaces of the catalogue, only that locale's, from the server (`IslandLocale`, or
 * `leadMessagesFor(locale)` and `islandMessagesFor(locale)`), so they travel in the RSC payload and never in a
 * script. English needs no provider: the islands' defaults are English, so English pages carry nothing more.
 * This module holds no words and no schema, so a server component may render it wherever an island needs it.
 */
export function LocaleProvider({
  locale,
  leadMessages,
  messages,
  children,
}: LocaleContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, leadMessages, messages }), [locale, leadMessages, messages])
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

export const usePageLocale = (): Locale => useContext(LocaleContext).locale

/** The whole context: the hooks of useMessages.client.ts and useFormSchemas.client.ts read it. */
export const useLocaleContext = (): LocaleContextValue => useContext(LocaleContext)
