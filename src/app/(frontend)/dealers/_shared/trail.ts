import { pageAddress } from '@/blocks/marketing/ShareButtons/shareLinks'
import { env } from '@/config/env'
import { DIRECTORY_PATH } from '@/domain/dealers/pages/pagePath'
import type { Crumb } from '@/components/dealer-pages/Breadcrumbs'

/** The canonical address of a path: SITE_URL, never the request's host. */
export const canonical = (path: string): string => pageAddress(env().SITE_URL, path)

/** The breadcrumb trail from the home page through the directory: pairs of name and path. */
export const trail = (...steps: [name: string, path: string][]): Crumb[] =>
  [['Home', '/'] as [string, string], ['Dealers', DIRECTORY_PATH] as [string, string], ...steps].map(
    ([name, path]) => ({ name, path, url: canonical(path) }),
  )
