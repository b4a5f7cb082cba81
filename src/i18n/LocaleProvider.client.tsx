'use client'

import { createContext, type ReactNode, useContext, useMemo } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/config/locales'
import { ENGLISH_LEAD_MESSAGES, type LeadMessages } from '@/domain/leads/messages'
import { type FormSchemas, formSchemasFor } from '@/domain/leads/schemas'

type LocaleContextValue = { locale: Locale; leadMessages: LeadMessages }

const LocaleContext = createContext<LocaleContextValue>({
  locale: DEFAULT_LOCALE,
  leadMessages: ENGLISH_LEAD_MESSAGES,
})

/**
 * The page's language for client islands, with the lead forms' validation messages in it (only that locale's,
 * from the server: `leadMessagesFor(locale)`). English needs no provider: it is the default, so English pages
 * carry nothing more. The routing step wraps the /es/ and /fr/ layouts in it.
 */
export function LocaleProvider({
  locale,
  leadMessages,
  children,
}: LocaleContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, leadMessages }), [locale, leadMessages])
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

export const usePageLocale = (): Locale => useContext(LocaleContext).locale

/** The lead forms' schemas in the page's language (the same rules, the locale's words). */
export function useFormSchemas(): FormSchemas {
  const { leadMessages } = useContext(LocaleContext)
  return formSchemasFor(leadMessages)
}
