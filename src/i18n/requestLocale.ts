import { setRequestLocale as setNextIntlLocale } from 'next-intl/server'
import { cache } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/config/locales'

/**
 * The language of the request being rendered: English unless the route says otherwise. The routing step calls
 * `setRequestLocale(locale)` once, at the top of the /es/ and /fr/ layouts and pages (before anything
 * translates); nothing else decides a request's language. It is held in React's per-request cache, as
 * next-intl's own setRequestLocale is, and never read from the request's headers, so a page stays static.
 */
const holder = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }))

export function setRequestLocale(locale: Locale): void {
  holder().locale = locale
  setNextIntlLocale(locale)
}

export const requestLocale = (): Locale => holder().locale
