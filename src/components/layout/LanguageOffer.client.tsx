'use client'

import { useState, useSyncExternalStore } from 'react'

import { LOCALE_TAG } from '@/config/locales'
import { LANGUAGE_COOKIE, LANGUAGE_OFFER_COOKIE, languageToOffer } from '@/i18n/languages'

import { useSite } from '../site/SiteContext.client'
import { cookie, remember, useTargets } from './Languages.client'

const noSubscription = () => () => undefined

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
