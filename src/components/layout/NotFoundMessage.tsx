import type { Metadata } from 'next'
import Link from 'next/link'
import { useTranslations } from 'next-intl'

// The specification's title for an address that matches no page, as the tab and the heading both say.
export const notFoundMetadata: Metadata = { title: { absolute: 'Page not found' }, robots: { index: false } }

/** The body of the 404 page: what happened and the two ways on. */
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
          href="/"
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('home')}
        </Link>
        <Link
          href="/products"
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('products')}
        </Link>
      </div>
    </section>
  )
}
