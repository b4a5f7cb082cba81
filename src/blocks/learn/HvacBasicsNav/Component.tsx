import { useTranslations } from 'next-intl'
import type React from 'react'

import type { HvacBasicsNavBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { FOCUS_RING } from '../../_core/shared/styles'
import { activeNavIndex } from '../../../domain/navigation/pageNav'
import type { PageProp } from '../../_core/types'

const LINK = `block rounded-md px-3 py-2 underline-offset-4 hover:underline ${FOCUS_RING}`
const CURRENT = 'bg-brand-700 font-semibold text-white'
const OTHER = 'text-brand-800 hover:bg-brand-50'

/**
 * The list of HVAC-basics articles (spec §2 "HVAC basics navigation"). The article being read is found on the
 * server from the page the route is rendering, as the page navigation finds it, and is marked with
 * aria-current="page"; every link passes the link rule.
 */
export const HvacBasicsNavComponent: React.FC<HvacBasicsNavBlock & PageProp> = ({
  title,
  label,
  items,
  page,
}) => {
  const t = useTranslations('blocks.hvacBasics')
  const links = (items ?? []).flatMap((item) => {
    const href = pageOrUrlHref(item.page, item.url)
    const text = item.label?.trim()
    return href && text ? [{ label: text, href, key: item.id ?? href }] : []
  })
  if (!links.length) return null
  const active = activeNavIndex(links, page?.path)
  const heading = title?.trim()
  return (
    <nav
      aria-label={label?.trim() || t('label')}
      className="rounded-lg border border-line bg-surface p-5 sm:p-6"
    >
      {heading ? <h2 className="mb-4 text-2xl font-bold">{heading}</h2> : null}
      <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link, index) => (
          <li key={link.key}>
            <a
              href={link.href}
              aria-current={index === active ? 'page' : undefined}
              className={`${LINK} ${index === active ? CURRENT : OTHER}`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
