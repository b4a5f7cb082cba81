import 'server-only'

import { answerBlocks } from '@/blocks/_core/answer'
import type { PageBlockData } from '@/blocks/_core/data'
import { loadInitialResults } from '@/lib/dealers/initialResults'
import { getLatestPosts } from '@/lib/posts/queries'
import { getCatalogue } from '@/lib/products/cachedCatalogue'
import { getSiteSettings } from '@/lib/site/queries'
import type { Page } from '@/payload-types'

/**
 * The page's data step: answers what its blocks ask for (their definitions' `data`), before any block renders.
 * `zip` is the request's ?zipcode= on the locator routes, and null on every other page, which stays static.
 */
export function pageBlockData(page: Page, zip: string | null): Promise<PageBlockData> {
  return answerBlocks(
    page.layout,
    { path: page.path, title: page.title },
    {
      siteSettings: () => getSiteSettings(),
      dealerResults: () => (zip ? loadInitialResults(zip) : Promise.resolve(null)),
      latestPosts: (args) => getLatestPosts(args),
      productCatalogue: ({ environment }) => getCatalogue(environment),
    },
  )
}
