import type { Metadata } from 'next'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import { pageAddress } from '@/blocks/marketing/ShareButtons/shareLinks'
import { SearchBox } from '@/components/layout/SearchBox'
import { env } from '@/config/env'
import { type Locale, LOCALE_TAG, LOCALES } from '@/config/locales'
import { MAX_QUERY_LENGTH, QUERY_TOO_LONG, searchQuerySchema } from '@/domain/search/query'
import { localizedHref } from '@/i18n/localeLinks'
import { searchPathIn } from '@/i18n/routePaths'
import { searchSite, type SearchHit, type SearchOutcome } from '@/lib/search/engine'
import { getPayloadClient } from '@/lib/payload'
import { logAfterAnswer } from '@/lib/search/payloadDeps'

import { enterLocale } from './enterLocale'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

type Words = ReturnType<typeof useTranslations<'search'>>

/** What was wrong with the query: too long, or empty. */
type Problem = 'tooLong' | 'empty' | null

/** The dealer locator, as the page's language writes its address (`/es/buscar-un-distribuidor`). */
const FIND_A_DEALER = '/find-a-dealer'

/** The search page in every language, English as x-default (the head's hreflang alternates). */
function searchAlternates(): Record<string, string> {
  const absolute = (path: string) => pageAddress(env().SITE_URL, path)
  const languages: Record<string, string> = {}
  for (const locale of LOCALES) languages[LOCALE_TAG[locale]] = absolute(searchPathIn(locale))
  languages['x-default'] = absolute(searchPathIn('en'))
  return languages
}

function Result({ hit, t }: { hit: SearchHit; t: Words }) {
  return (
    <li className="flex flex-col gap-1.5 border-b border-line pb-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t(`kinds.${hit.kind}`)}
        {hit.pinned ? <span className="ml-2 normal-case tracking-normal">· {t('recommended')}</span> : null}
      </p>
      <h2 className="text-xl font-bold">
        <Link href={hit.url} className="text-brand-700 underline-offset-4 hover:underline">
          {hit.title}
        </Link>
      </h2>
      {hit.excerpt.length > 0 ? (
        <p className="max-w-3xl text-ink">
          {hit.excerpt.map((piece, i) =>
            piece.mark ? (
              <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 font-semibold text-ink">
                {piece.text}
              </mark>
            ) : (
              <span key={i}>{piece.text}</span>
            ),
          )}
        </p>
      ) : null}
    </li>
  )
}

/** The search page's body in the page's language, once the query is read and searched. */
function SearchResults({
  raw,
  q,
  problem: problemKind,
  outcome,
}: {
  raw: string | undefined
  q: string
  problem: Problem
  outcome: SearchOutcome | null
}) {
  const t = useTranslations('search')
  // The query's rule in the page's language.
  const problem =
    problemKind === 'tooLong' ? t('tooLong', { max: MAX_QUERY_LENGTH }) : problemKind ? t('empty') : null
  const count = outcome?.results.length ?? 0

  return (
    <div className="container-page flex flex-col gap-8 py-10 sm:py-14">
      <header className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-4xl font-bold break-words sm:text-5xl">
          {q ? t('resultsFor', { q }) : t('title')}
        </h1>
        <SearchBox label={t('again')} id="search-page-q" defaultValue={raw?.slice(0, 200)} size="large" />
        {problem ? (
          <p role="alert" className="font-semibold text-accent-700">
            {problem}
          </p>
        ) : null}
      </header>
      {outcome ? (
        <section aria-labelledby="search-summary" className="flex flex-col gap-6">
          <div className="flex flex-col gap-1">
            <h2 id="search-summary" className="text-2xl font-bold">
              {count === 0 ? t('noResults', { q }) : t('count', { count })}
            </h2>
            {outcome.corrected ? (
              <p>
                {t.rich('corrected', {
                  query: outcome.corrected,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
            ) : null}
            {outcome.partial ? <p>{t('partial')}</p> : null}
          </div>
          {count > 0 ? (
            <ol className="flex flex-col gap-5">
              {outcome.results.map((hit) => (
                <Result key={hit.id} hit={hit} t={t} />
              ))}
            </ol>
          ) : (
            <div className="flex max-w-3xl flex-col gap-2">
              <p>{t('tryOther')}</p>
              <p>
                {t.rich('findDealer', {
                  link: (chunks) => (
                    <Link
                      href={localizedHref(FIND_A_DEALER)}
                      className="text-brand-700 underline underline-offset-4"
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            </div>
          )}
        </section>
      ) : null}
    </div>
  )
}

/**
 * The site search in a language (docs/search.md): /search, /es/buscar, /fr/recherche, rendered on the server (a
 * plain GET form, no script needed), finding that language's entries only. An empty or over-long query shows
 * the field's message; every search is counted for the editors after the page is sent. The head says noindex,
 * with the other languages' search pages as alternates.
 */
export function searchRoute(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    await enterLocale(locale)
    const t = await getTranslations('search')
    return {
      title: t('metaTitle'),
      description: t('metaDescription'),
      robots: { index: false, follow: true },
      alternates: { languages: searchAlternates() },
    }
  }

  async function SearchPage({ searchParams }: Props) {
    await enterLocale(locale)
    const params = await searchParams
    const asked = 'q' in params
    const raw = typeof params.q === 'string' ? params.q : Array.isArray(params.q) ? params.q[0] : undefined
    const parsed = searchQuerySchema.safeParse({ q: raw ?? '' })
    const problem: Problem =
      asked && !parsed.success
        ? parsed.error.issues[0]?.message === QUERY_TOO_LONG
          ? 'tooLong'
          : 'empty'
        : null
    const q = parsed.success ? parsed.data.q : ''
    const outcome = parsed.success ? await searchSite(await getPayloadClient(), q, { locale }) : null
    if (outcome) logAfterAnswer(outcome.normalized, outcome.results.length)
    return <SearchResults raw={raw} q={q} problem={problem} outcome={outcome} />
  }

  return { generateMetadata, SearchPage }
}
