import type { ReactNode } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/config/locales'

import { ENGLISH, type Messages, pickNamespaces } from './catalogue'
import type { IslandMessages, IslandNamespace } from './islandMessages'
import { leadMessagesFor } from './leadMessages'
import { LocaleProvider } from './LocaleProvider.client'
import es from './messages/es.json'
import fr from './messages/fr-CA.json'

const CATALOGUE: Record<Locale, Messages> = { en: ENGLISH, es: es as Messages, 'fr-CA': fr as Messages }

/** The namespaces `names` of a locale's catalogue: what LocaleProvider carries to the islands that need them. */
export function islandMessagesFor(
  locale: Locale,
  names: readonly IslandNamespace[],
): Partial<IslandMessages> {
  return pickNamespaces(CATALOGUE[locale], names)
}

/**
 * Around a block's client island (the locator, a lead form, the rebates finder): the request's language
 * (requestLocale(), set by the routing step; English without it) and only that locale's, only those
 * namespaces' messages, in the RSC payload. On an English page it renders its children alone: the islands'
 * defaults are English.
 */
export function IslandLocale({
  locale,
  namespaces,
  children,
}: {
  locale: Locale
  namespaces: readonly IslandNamespace[]
  children: ReactNode
}) {
  if (locale === DEFAULT_LOCALE) return children
  return (
    <LocaleProvider
      locale={locale}
      leadMessages={leadMessagesFor(locale)}
      messages={islandMessagesFor(locale, namespaces)}
    >
      {children}
    </LocaleProvider>
  )
}
