import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { pathToSegments, segmentsToPath } from '@/domain/paths'
import { readLocatorView, toSearchParams } from '@/domain/locator/locatorQuery'
import { ORDER_SEED_COOKIE, parseOrderSeed } from '@/domain/locator/ordering'
import { searchableZip } from '@/domain/locator/zipInput'
import { isMapOpen } from '@/components/dealer-map/mapAddress'

import { renderPageAt } from '../[[...slug]]/cmsPage'
import { generateMetadata as cmsMetadata } from '../[[...slug]]/page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * A locator page: the CMS page at `path`, rendered exactly as the catch-all renders it (drafts, preview,
 * metadata), with the request's ?zipcode= handed to the page's data step so the results are in the HTML, in
 * the visit's order (its seed cookie) and at the page and filters the address names. Reading searchParams
 * makes these two routes dynamic; every other CMS page stays static.
 */
export function locatorRoute(path: string) {
  const params = () => Promise.resolve({ slug: pathToSegments(path) })

  async function LocatorPage({ searchParams }: Props) {
    const query = toSearchParams(await searchParams)
    const seed = parseOrderSeed((await cookies()).get(ORDER_SEED_COOKIE)?.value)
    return renderPageAt(segmentsToPath(pathToSegments(path)), {
      zip: searchableZip(query.get('zipcode')),
      seed,
      view: readLocatorView(query),
      mapOpen: isMapOpen(query),
    })
  }

  const generateMetadata = (): Promise<Metadata> => cmsMetadata({ params: params() })
  return { LocatorPage, generateMetadata }
}
