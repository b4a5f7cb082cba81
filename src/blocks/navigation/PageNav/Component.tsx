import { useTranslations } from 'next-intl'
import type React from 'react'

import type { PageNavBlock } from '@/payload-types'

import { activeNavIndex, navTitle } from '../../../domain/navigation/pageNav'
import { safeHref } from '../../../domain/url'
import type { PageProp } from '../../_core/types'
import type { PageNavItem } from './NavItemLink'
import { LazyPageNavMenu as PageNavMenu, LazyPageNavRow as PageNavRow } from './lazy.client'

/**
 * A navigation among the pages of a section (spec §2): a sideways-scrolling row on wide screens and a
 * dropdown on small ones. The page being shown is found on the server, from the page the route is
 * rendering, so the marked item is in the HTML and each static page carries its own answer.
 */
export const PageNavComponent: React.FC<PageNavBlock & PageProp> = ({ label, items, page }) => {
  const t = useTranslations('blocks.pageNav')
  const links: PageNavItem[] = items.flatMap((item) => {
    const href = safeHref(item.url)
    return href && item.label?.trim() ? [{ label: item.label.trim(), href }] : []
  })
  if (!links.length) return null
  const activeIndex = activeNavIndex(links, page?.path)
  return (
    <nav aria-label={label?.trim() || t('label')}>
      <div className="md:hidden">
        <PageNavMenu items={links} activeIndex={activeIndex} title={navTitle(links, activeIndex)} />
      </div>
      <div className="hidden md:block">
        <PageNavRow items={links} activeIndex={activeIndex} />
      </div>
    </nav>
  )
}
