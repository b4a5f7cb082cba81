import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'

import { isMapOpen } from '@/components/dealer-map/mapAddress'
import { type Locale, pathInLocale } from '@/config/locales'
import { readLocatorView, toSearchParams } from '@/domain/locator/locatorQuery'
import { ORDER_SEED_COOKIE, parseOrderSeed } from '@/domain/locator/ordering'
import { searchableZip } from '@/domain/locator/zipInput'
import { segmentsToPath } from '@/domain/paths'
import { getPageAddresses } from '@/lib/pages/queries'
import { redirectFor } from '@/lib/redirects/queries'

import { loadPageAt, renderPageAt } from '../(frontend)/[[...slug]]/cmsPage'
import { pageMetadata } from '../(frontend)/[[...slug]]/metadata'
import { LOCATOR_PAGE_PATHS_IN } from '../(frontend)/_locator/paths'
import { enterLocale } from './enterLocale'

type SlugProps = { params: Promise<{ slug?: string[] }> }
type SearchProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The head of the page a language stores at `path`: its own canonical and its addresses in every language. */
async function metadataAt(locale: Locale, path: string): Promise<Metadata> {
  await enterLocale(locale)
  const { page } = await loadPageAt(path, locale)
  if (!page) {
    // An old address is sent on by the page itself; anything else is not found here as well.
    if (await redirectFor(pathInLocale(locale, path))) return {}
    notFound()
  }
  const paths = (await getPageAddresses()).find((entry) => entry.id === page.id)?.paths
  return pageMetadata(page, { locale, paths })
}

/**
 * A language's CMS pages under its prefix (/es/productos/hornos): the page whose address in that language is
 * the rest of the path, rendered as the English catch-all renders its pages (static, drafts for a previewing
 * editor), with the texts, links and head in that language. A page not translated has no address here.
 */
export function localizedCmsRoute(locale: Locale) {
  async function generateStaticParams() {
    const locator = LOCATOR_PAGE_PATHS_IN[locale]
    return (await getPageAddresses())
      .map((entry) => entry.paths[locale])
      .filter((path): path is string => Boolean(path) && !locator.includes(path as string))
      .map((path) => ({ slug: path.split('/').filter(Boolean) }))
  }

  async function generateMetadata({ params }: SlugProps): Promise<Metadata> {
    return metadataAt(locale, segmentsToPath((await params).slug))
  }

  async function LocalizedPage({ params }: SlugProps) {
    await enterLocale(locale)
    return renderPageAt(segmentsToPath((await params).slug), null, locale)
  }

  return { generateStaticParams, generateMetadata, LocalizedPage }
}

/**
 * A language's locator page (its own folder, as the English ones have): the request's ?zipcode= is handed to the
 * page's data step, so it renders per request, in that language.
 */
export function localizedLocatorRoute(locale: Locale, path: string) {
  async function LocatorPage({ searchParams }: SearchProps) {
    await enterLocale(locale)
    const query = toSearchParams(await searchParams)
    const seed = parseOrderSeed((await cookies()).get(ORDER_SEED_COOKIE)?.value)
    return renderPageAt(
      path,
      {
        zip: searchableZip(query.get('zipcode')),
        seed,
        view: readLocatorView(query),
        mapOpen: isMapOpen(query),
      },
      locale,
    )
  }
  const generateMetadata = (): Promise<Metadata> => metadataAt(locale, path)
  return { LocatorPage, generateMetadata }
}
