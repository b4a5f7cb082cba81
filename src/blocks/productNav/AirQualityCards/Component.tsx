import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { Locale } from '@/config/locales'
import { formatNumber } from '@/i18n/format'
import type { AirQualityCardsBlock, Media } from '@/payload-types'

import { airCleanerPercent, filterMonths, humidifierSizes } from '../../../domain/productNav/figures'
import { pageOrUrlHref, type LinkedPage } from '../../_core/shared/pageLink'
import { TEXT_LINK } from '../../_core/shared/styles'
import { ProductImage } from '../../_core/shared/image/ProductImage'

type CardContent = {
  image?: number | Media | null
  title: string
  text?: string | null
  linkPage?: LinkedPage | null
  link?: string | null
  linkLabel?: string | null
}

type CardProps = { card: CardContent; claim: string | null; id: string; headingLevel: 'h2' | 'h3' }

/** One card: picture, the figure it is known for, title, text and a link described by the title. */
function AirQualityCard({ card, claim, id, headingLevel: Heading }: CardProps) {
  const t = useTranslations('blocks.airQuality')
  const href = pageOrUrlHref(card.linkPage, card.link)
  const linkLabel = card.linkLabel?.trim() || t('learnMore')
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white text-ink">
      <ProductImage media={card.image} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Heading id={id} className="text-xl font-semibold text-brand-900">
          {card.title}
        </Heading>
        {claim ? (
          <p className="self-start rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
            {claim}
          </p>
        ) : null}
        {card.text ? <p className="text-muted">{card.text}</p> : null}
        {href ? (
          <p className="mt-auto pt-2">
            <a href={href} aria-describedby={id} className={`${TEXT_LINK} text-brand-700`}>
              {linkLabel}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  )
}

/**
 * The air-quality product cards (spec §2, §9): air cleaner, humidifier and filter, each with its figure
 * (up to 99.98% of particles, homes up to 4,200 or 5,000 sq ft, up to 6 months by default).
 */
export const AirQualityCardsComponent: React.FC<AirQualityCardsBlock> = ({
  title,
  airCleaner,
  humidifier,
  filter,
}) => {
  const t = useTranslations('blocks.airQuality')
  const locale = useLocale() as Locale
  const number = (n: number) => formatNumber(n, locale)
  const id = useId()
  const level = title ? 'h3' : 'h2'
  const percent = airCleanerPercent(airCleaner?.particlesPercent)
  const [smaller, larger] = humidifierSizes(humidifier?.smallerHomeSqFt, humidifier?.largerHomeSqFt)
  const months = filterMonths(filter?.months)
  const cards = [
    {
      key: 'air-cleaner',
      card: airCleaner,
      claim: percent === null ? null : t('cleaner', { percent: number(percent) }),
    },
    {
      key: 'humidifier',
      card: humidifier,
      claim:
        smaller === undefined
          ? null
          : larger === undefined
            ? t('homes', { size: number(smaller) })
            : t('homesEither', { smaller: number(smaller), larger: number(larger) }),
    },
    { key: 'filter', card: filter, claim: months === null ? null : t('filterLife', { months }) },
  ].filter((c) => c.card?.title?.trim())
  if (!cards.length) return null
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-6">
      {title ? (
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map(({ key, card, claim }) => (
          <li key={key}>
            <AirQualityCard card={card} claim={claim} id={`${id}-${key}`} headingLevel={level} />
          </li>
        ))}
      </ul>
    </section>
  )
}
