'use client'

import { usePathname } from 'next/navigation'
import { createContext, type ReactNode, useContext, useMemo } from 'react'

import { LOCALE_NAMES, LOCALE_TAG, type Locale } from '@/config/locales'
import { LANGUAGE_COOKIE, languageTargets, type TranslatedPageAddresses } from '@/i18n/languages'

/** What the switcher and the offer say, each in its own language (the offer speaks the language it offers). */
export type LanguageWords = {
  /** The switcher's name, in the page's language. */
  nav: string
  /** Per language, in that language: the note beside it when the page has no translation, and the offer. */
  byLocale: Record<
    Locale,
    {
      home: string
      notTranslated: string
      offerLabel: string
      offerPage: string
      offerSite: string
      offerAccept: string
      offerDismiss: string
    }
  >
}

type Languages = { pages: readonly TranslatedPageAddresses[]; words: LanguageWords }

const LanguagesContext = createContext<Languages | null>(null)

/** Every translated page's addresses and the words, given once by the layout for both switchers and the offer. */
export function LanguagesProvider({ children, ...value }: Languages & { children: ReactNode }) {
  return <LanguagesContext.Provider value={value}>{children}</LanguagesContext.Provider>
}

const YEAR = 60 * 60 * 24 * 365

/** Keeps a choice for a year (the chosen language, or the offer closed). */
export function remember(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`
}

export const cookie = (name: string): string | null =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null

/** The page's language and its addresses in every language, from the pathname and the provider's pages. */
export function useTargets() {
  const languages = useContext(LanguagesContext)
  const pathname = usePathname()
  return useMemo(
    () => (languages ? { ...languageTargets(pathname, languages.pages), words: languages.words } : null),
    [languages, pathname],
  )
}

/**
 * The language switcher (header and footer): each language named in itself, with `lang`, leading to the same
 * page in that language, or to that language's home when the page has none (which it says, in that language).
 * A click remembers the choice, so the other language is not offered again.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const languages = useTargets()
  if (!languages) return null
  const { current, targets, words } = languages
  return (
    <nav aria-label={words.nav} className={className}>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {targets.map(({ locale, href, samePage }) => (
          <li key={locale}>
            <a
              href={href}
              lang={LOCALE_TAG[locale]}
              hrefLang={LOCALE_TAG[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => remember(LANGUAGE_COOKIE, locale)}
              className="underline-offset-4 hover:underline aria-[current=true]:font-semibold aria-[current=true]:underline"
            >
              {LOCALE_NAMES[locale]}
              {samePage ? null : (
                <>
                  <span aria-hidden="true"> ({words.byLocale[locale].home})</span>
                  <span className="sr-only">: {words.byLocale[locale].notTranslated}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
