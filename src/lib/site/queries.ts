import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Footer, Header, SiteSetting } from '@/payload-types'

import { CACHE_SECONDS, cacheTags } from '../../config/cacheTags'
import { getPayloadClient } from '../payload'

type GlobalMap = { 'site-settings': SiteSetting; header: Header; footer: Footer }

function cachedGlobal<S extends keyof GlobalMap>(slug: S): () => Promise<GlobalMap[S]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const doc = await payload.findGlobal({ slug, depth: 1, overrideAccess: false })
      return doc as GlobalMap[S]
    },
    ['global', slug],
    { tags: [cacheTags.global(slug)], revalidate: CACHE_SECONDS },
  )
}

export const getSiteSettings = cachedGlobal('site-settings')
export const getHeader = cachedGlobal('header')
export const getFooter = cachedGlobal('footer')
