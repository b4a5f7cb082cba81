import type { Metadata } from 'next'
import Link from 'next/link'
import { useTranslations } from 'next-intl'

import type { Locale } from '@/config/locales'
import { localizedHref } from '@/i18n/localeLinks'
import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import frCA from '@/i18n/messages/fr-CA.json'

const TITLES: Record<Locale, string> = {
  en: en.layout.notFound.title,
  es: es.layout.notFound.title,
  'fr-CA': frCA.layout.notFound.title,
}

/**
 * The head of the 404 page in a language: the specification's title for an address that matches no page ('Page
 * not found' in English), as the tab and the heading both say, and never indexed.
 */
export const notFoundMetadataIn = (locale: Locale): Metadata => ({
  title: { absolute: TITLES[locale] },
  robots: { index: false },
})

export const notFoundMetadata: Metadata = notFoundMetadataIn('en')

/** The body of the 404 page: what happened and the two ways on, in the page's language. */
export function NotFoundMessage() {
  const t = useTranslations('layout.notFound')
  return (
    <section className="container-page py-20 text-center sm:py-28" aria-labelledby="not-found-title">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">{t('eyebrow')}</p>
      <h1 id="not-found-title" className="mt-3 text-4xl sm:text-5xl">
        {t('title')}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{t('body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          href={localizedHref('/')}
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('home')}
        </Link>
        <Link
          href={localizedHref('/products')}
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('products')}
        </Link>
      </div>
    </section>
  )
}
