'use client'

import { usePathname } from 'next/navigation'
import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react'

import { LOCALE_NAMES, LOCALE_TAG, type Locale } from '@/config/locales'
import {
  LANGUAGE_COOKIE,
  LANGUAGE_OFFER_COOKIE,
  languageTargets,
  languageToOffer,
  type TranslatedPageAddresses,
} from '@/i18n/languages'

import { useSite } from '../site/SiteContext.client'

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
const noSubscription = () => () => undefined

function remember(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`
}

const cookie = (name: string): string | null =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null

function useTargets() {
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

/**
 * The offer of another language: a small card in a corner, in the language it offers, shown when the browser
 * prefers Spanish or French (or English on a Spanish or French page) or the visitor's postal code is in Quebec.
 * Never a redirect; closed for good once dismissed or once a language is chosen. It appears after the page has
 * loaded, fixed over the page, so nothing moves.
 */
export function LanguageOffer() {
  const languages = useTargets()
  const { zip } = useSite()
  // Read in the browser only: the server's page (and the first render over it) has no offer.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [closed, setClosed] = useState(false)

  const offer =
    inBrowser && languages && !closed
      ? languageToOffer({
          current: languages.current,
          browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
          postalCode: zip,
          chosen: cookie(LANGUAGE_COOKIE),
          dismissed: cookie(LANGUAGE_OFFER_COOKIE) === 'closed',
        })
      : null
  if (!languages || !offer) return null
  const target = languages.targets.find((t) => t.locale === offer)
  if (!target) return null
  const words = languages.words.byLocale[offer]
  const close = () => {
    remember(LANGUAGE_OFFER_COOKIE, 'closed')
    setClosed(true)
  }
  return (
    <aside
      lang={LOCALE_TAG[offer]}
      aria-label={words.offerLabel}
      className="fixed inset-x-3 bottom-3 z-40 flex items-center gap-3 rounded-lg border border-line bg-white p-3 text-sm text-ink shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm"
    >
      <p className="flex-1">
        {target.samePage ? words.offerPage : words.offerSite}{' '}
        <a
          href={target.href}
          hrefLang={LOCALE_TAG[offer]}
          onClick={() => remember(LANGUAGE_COOKIE, offer)}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {words.offerAccept}
        </a>
      </p>
      <button
        type="button"
        onClick={close}
        aria-label={words.offerDismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-lg text-muted hover:bg-surface"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  )
}
