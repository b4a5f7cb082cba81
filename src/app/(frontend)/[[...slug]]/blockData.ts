import 'server-only'

import { answerBlocks } from '@/blocks/_core/answer'
import type { PageBlockData } from '@/blocks/_core/data'
import { loadInitialResults, type LocatorRequestOptions } from '@/lib/dealers/initialResults'
import { getLatestPosts } from '@/lib/posts/queries'
import { getCatalogue } from '@/lib/products/cachedCatalogue'
import { getSiteSettings } from '@/lib/site/queries'
import { DEFAULT_LOCALE, type Locale } from '@/config/locales'
import type { Page } from '@/payload-types'

/** A locator route's request: its ?zipcode=, the visit's order seed and the page and filters it asks for. */
export type LocatorRequest = LocatorRequestOptions & { zip: string | null }

/**
 * The page's data step: answers what its blocks ask for (their definitions' `data`), before any block renders.
 * `locator` is the request on the locator routes, and null on every other page, which stays static. A
 * related-articles block on a Spanish or French page lists the posts of that language.
 */
export function pageBlockData(
  page: Page,
  locator: LocatorRequest | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageBlockData> {
  const zip = locator?.zip ?? null
  return answerBlocks(
    page.layout,
    { path: page.path, title: page.title },
    {
      siteSettings: () => getSiteSettings(),
      dealerResults: () => (zip ? loadInitialResults(zip, locator ?? {}) : Promise.resolve(null)),
      latestPosts: (args) => getLatestPosts({ ...args, locale }),
      productCatalogue: ({ environment }) => getCatalogue(environment),
    },
  )
}
