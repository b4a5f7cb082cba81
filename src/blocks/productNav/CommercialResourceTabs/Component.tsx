import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'

import { LazyTabs } from '@/components/resources/lazy.client'
import type { Locale } from '@/config/locales'
import { formatNumber } from '@/i18n/format'
import type { CommercialResourceTabsBlock } from '@/payload-types'

import { tonnageBounds } from '../../../domain/productNav/figures'
import { anchorFor } from '../../../domain/productNav/hub'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { TEXT_LINK } from '../../_core/shared/styles'

/**
 * Light commercial resources in tabs (spec §2): the title, an intro with the size range of the units
 * (3 to 25 tons by default), and the Radix tabs the dealer resources use, every panel rendered on the server.
 */
export const CommercialResourceTabsComponent: React.FC<CommercialResourceTabsBlock> = ({
  id,
  title,
  intro,
  minTons,
  maxTons,
  tabs,
}) => {
  const headingId = `commercial-resources-${id ?? 'title'}`
  const t = useTranslations('blocks.commercial')
  const locale = useLocale() as Locale
  const bounds = tonnageBounds(minTons, maxTons)
  const range = !bounds
    ? null
    : bounds.low === bounds.high
      ? t('tons', { tons: formatNumber(bounds.low, locale) })
      : t('tonsRange', { low: formatNumber(bounds.low, locale), high: formatNumber(bounds.high, locale) })
  const taken = new Set<string>()
  const items = (tabs ?? [])
    .filter((tab) => tab.label?.trim())
    .map((tab) => {
      const links = (tab.links ?? []).flatMap((link) => {
        const href = pageOrUrlHref(link.page, link.url)
        return href && link.label?.trim() ? [{ ...link, href }] : []
      })
      return {
        id: anchorFor(tab.label, taken),
        label: tab.label.trim(),
        content: (
          <div className="flex flex-col gap-4">
            {tab.intro ? <p className="max-w-3xl">{tab.intro}</p> : null}
            {links.length ? (
              <ul className="grid gap-4 md:grid-cols-2">
                {links.map((link, index) => (
                  <li key={link.id ?? index} className="rounded-lg border border-line bg-white p-4 text-ink">
                    <a href={link.href} className={`${TEXT_LINK} text-brand-700`}>
                      {link.label}
                    </a>
                    {link.description ? <p className="mt-1 text-muted">{link.description}</p> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ),
      }
    })
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-3xl font-bold">
        {title}
      </h2>
      {intro || range ? (
        <p className="max-w-3xl text-lg">
          {intro}
          {intro && range ? ' ' : null}
          {range ? t.rich('range', { range, strong: (chunks) => <strong>{chunks}</strong> }) : null}
        </p>
      ) : null}
      {items.length ? <LazyTabs tabs={items} label={title} /> : null}
    </section>
  )
}
