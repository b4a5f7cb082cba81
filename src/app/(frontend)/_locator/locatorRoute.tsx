import type { Metadata } from 'next'

import { pathToSegments, segmentsToPath } from '@/domain/paths'
import { searchableZip } from '@/domain/locator/zipInput'

import { renderPageAt } from '../[[...slug]]/cmsPage'
import { generateMetadata as cmsMetadata } from '../[[...slug]]/page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * A locator page: the CMS page at `path`, rendered exactly as the catch-all renders it (drafts, preview,
 * metadata), with the request's ?zipcode= handed to the page's data step so the first page of results is in
 * the HTML. Reading searchParams makes these two routes dynamic; every other CMS page stays static.
 */
export function locatorRoute(path: string) {
  const params = () => Promise.resolve({ slug: pathToSegments(path) })

  async function LocatorPage({ searchParams }: Props) {
    const value = (await searchParams).zipcode
    return renderPageAt(segmentsToPath(pathToSegments(path)), searchableZip(Array.isArray(value) ? value[0] : value))
  }

  const generateMetadata = (): Promise<Metadata> => cmsMetadata({ params: params() })
  return { LocatorPage, generateMetadata }
}
