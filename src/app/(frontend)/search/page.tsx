import type { Metadata } from 'next'
import Link from 'next/link'

import { SearchBox } from '@/components/layout/SearchBox'
import { QUERY_EMPTY, searchQuerySchema } from '@/domain/search/query'
import { searchSite, type SearchHit } from '@/lib/search/engine'
import { getPayloadClient } from '@/lib/payload'
import { logAfterAnswer } from '@/lib/search/payloadDeps'

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search the site’s pages, articles, products, documents and dealers’ cities.',
  robots: { index: false, follow: true },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const KIND_LABEL: Record<SearchHit['kind'], string> = {
  page: 'Page',
  post: 'Article',
  product: 'Product',
  resource: 'Document (PDF)',
  city: 'Dealers',
}

function Result({ hit }: { hit: SearchHit }) {
  return (
    <li className="flex flex-col gap-1.5 border-b border-line pb-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">
        {KIND_LABEL[hit.kind]}
        {hit.pinned ? <span className="ml-2 normal-case tracking-normal">· Recommended</span> : null}
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

/**
 * /search?q=…: the site search, rendered on the server (a plain GET form, no script needed). An empty or
 * over-long query shows the field's message; every search is counted for the editors after the page is sent.
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const asked = 'q' in params
  const raw = typeof params.q === 'string' ? params.q : Array.isArray(params.q) ? params.q[0] : undefined
  const parsed = searchQuerySchema.safeParse({ q: raw ?? '' })
  const problem = asked && !parsed.success ? (parsed.error.issues[0]?.message ?? QUERY_EMPTY) : null
  const q = parsed.success ? parsed.data.q : ''
  const outcome = parsed.success ? await searchSite(await getPayloadClient(), q) : null
  if (outcome) logAfterAnswer(outcome.normalized, outcome.results.length)
  const count = outcome?.results.length ?? 0

  return (
    <div className="container-page flex flex-col gap-8 py-10 sm:py-14">
      <header className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-4xl font-bold break-words sm:text-5xl">
          {q ? `Search results for “${q}”` : 'Search'}
        </h1>
        <SearchBox label="Search again" id="search-page-q" defaultValue={raw?.slice(0, 200)} size="large" />
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
              {count === 0 ? `No results for “${q}”` : `${count} result${count === 1 ? '' : 's'}`}
            </h2>
            {outcome.corrected ? (
              <p>
                Showing results for <strong>{outcome.corrected}</strong>.
              </p>
            ) : null}
            {outcome.partial ? <p>No page has all of your words; these have some of them.</p> : null}
          </div>
          {count > 0 ? (
            <ol className="flex flex-col gap-5">
              {outcome.results.map((hit) => (
                <Result key={hit.id} hit={hit} />
              ))}
            </ol>
          ) : (
            <div className="flex max-w-3xl flex-col gap-2">
              <p>Try other or fewer words, or check the spelling.</p>
              <p>
                Looking for someone to install or service your system?{' '}
                <Link href="/find-a-dealer" className="text-brand-700 underline underline-offset-4">
                  Find a dealer near you
                </Link>
                .
              </p>
            </div>
          )}
        </section>
      ) : null}
    </div>
  )
}
