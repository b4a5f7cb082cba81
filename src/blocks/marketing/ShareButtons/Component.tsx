import type React from 'react'

import { env } from '@/config/env'
import type { ShareButtonsBlock } from '@/payload-types'

import type { PageProp } from '../../_core/types'
import { pageAddress, shareLinks } from './shareLinks'
import { ShareLinks } from './ShareLinks'

/**
 * Share buttons for the page they sit on. The address shared is the page's public one (SITE_URL and the
 * page's path), the same on every instance behind a load balancer; outside a page the home page is shared.
 */
export const ShareButtonsComponent: React.FC<ShareButtonsBlock & PageProp> = ({ page, ...block }) => {
  const links = shareLinks(block, {
    url: pageAddress(env().SITE_URL, page?.path ?? '/'),
    title: page?.title ?? '',
  })
  if (!links.length) return null
  return <ShareLinks heading={block.title} links={links} />
}
