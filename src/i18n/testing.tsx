import { render, type RenderOptions } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactElement, ReactNode } from 'react'

import type { Locale } from '@/config/locales'

import { ENGLISH, type Messages, pickNamespaces } from './catalogue'
import { ISLAND_NAMESPACES, type IslandMessages, type IslandNamespace } from './islandMessages'
import { leadMessagesFor } from './leadMessages'
import { LocaleProvider } from './LocaleProvider.client'
import { translator, type Translator } from './translator'
import es from './messages/es.json'
import fr from './messages/fr-CA.json'

/** Every catalogue, loaded at once: for tests only (the site loads one locale's). */
export const CATALOGUES: Record<Locale, Messages> = {
  en: ENGLISH,
  es: es as Messages,
  'fr-CA': fr as Messages,
}

/** What a page in `locale` gives its components: next-intl's messages and the islands' locale context. */
export function IntlProviders({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={CATALOGUES[locale]} timeZone="America/New_York">
      <LocaleProvider
        locale={locale}
        leadMessages={leadMessagesFor(locale)}
        messages={pickNamespaces(CATALOGUES[locale], ISLAND_NAMESPACES)}
      >
        {children}
      </LocaleProvider>
    </NextIntlClientProvider>
  )
}

/** Testing Library's render inside a locale's providers (English unless told). */
export function renderIn(locale: Locale, ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <IntlProviders locale={locale}>{children}</IntlProviders>,
  })
}

/**
 * A namespace's words as a component that takes them as a prop (`t`) gets them from its island: English
 * unless told, for tests that render such a component on its own.
 */
export function wordsOf<N extends IslandNamespace>(
  namespace: N,
  locale: Locale = 'en',
): Translator<IslandMessages[N]> {
  return translator(ENGLISH[namespace], CATALOGUES[locale][namespace], locale)
}
