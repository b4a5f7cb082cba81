import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { ProductCategorySidebarBlock } from '@/payload-types'

import { type CategoryLink, currentCategory } from '../../../domain/productNav/sidebar'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { FOCUS_RING } from '../../_core/shared/styles'
import type { PageProp } from '../../_core/types'

const LINK = `flex min-h-11 items-center rounded-md px-3 py-2 font-medium ${FOCUS_RING}`
const CURRENT = 'bg-brand-700 text-white'
const OTHER = 'text-brand-800 hover:bg-brand-50 hover:text-brand-900'

/**
 * The product-category sidebar (spec §2): the product categories as a list of links, the one this page
 * belongs to marked with aria-current ('page' for the category's own page, 'true' for a page inside it) and
 * highlighted. The page is known on the server, so the mark is in the HTML.
 */
export const ProductCategorySidebarComponent: React.FC<ProductCategorySidebarBlock & PageProp> = ({
  page,
  label,
  current,
  items,
}) => {
  const t = useTranslations('blocks')
  const headingId = useId()
  const links: CategoryLink[] = items.flatMap((item) => {
    const target = pageOrUrlHref(item.page, item.url)
    const href = target && item.page && item.section ? `${target.split('#')[0]}#${item.section}` : target
    return href && item.label?.trim() ? [{ anchor: item.anchor, label: item.label.trim(), href }] : []
  })
  if (!links.length) return null
  const active = currentCategory(links, page?.path, current)
  return (
    <nav aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 text-ink">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-brand-900">
        {label?.trim() || t('productCategories')}
      </h2>
      <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((link, index) => {
          const mark = active?.index === index ? active.mark : undefined
          return (
            <li key={`${link.anchor}-${index}`}>
              <a href={link.href} aria-current={mark} className={`${LINK} ${mark ? CURRENT : OTHER}`}>
                {link.label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
