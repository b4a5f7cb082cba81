import type { Metadata } from 'next'

import { setLocatorRequestZip } from '@/blocks/dealers/DealerLocator/requestZip'
import { pathToSegments } from '@/domain/paths'
import { searchableZip } from '@/domain/locator/zipInput'

import CmsPage, { generateMetadata as cmsMetadata } from '../[[...slug]]/page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * A locator page: the CMS page at `path`, rendered exactly as the catch-all renders it (drafts, preview,
 * metadata), with the request's ?zipcode= handed to the locator block so the first page of results is in
 * the HTML. Reading searchParams makes these two routes dynamic; every other CMS page stays static.
 */
export function locatorRoute(path: string) {
  const params = () => Promise.resolve({ slug: pathToSegments(path) })

  async function LocatorPage({ searchParams }: Props) {
    const value = (await searchParams).zipcode
    setLocatorRequestZip(searchableZip(Array.isArray(value) ? value[0] : value))
    return CmsPage({ params: params() })
  }

  const generateMetadata = (): Promise<Metadata> => cmsMetadata({ params: params() })
  return { LocatorPage, generateMetadata }
}
