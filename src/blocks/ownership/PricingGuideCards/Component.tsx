import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { Locale } from '@/config/locales'
import { formatUsDollars } from '@/i18n/format'
import type { PricingGuideCardsBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { ActionLink } from '../../_core/shared/ActionLink'

const CARD =
  'flex flex-col gap-2 rounded-lg border border-line bg-white p-6 text-ink shadow-sm [--heading-color:var(--color-brand-900)]'

/**
 * Starting prices of installed equipment as cards under a deep-blue band, then the ductwork range. Each
 * price is a whole-dollar amount ('$5,400'); the small print says what the prices include.
 */
export const PricingGuideCardsComponent: React.FC<PricingGuideCardsBlock> = ({
  title,
  intro,
  cards,
  ductwork,
  footnote,
  cta,
}) => {
  const t = useTranslations('blocks.pricing')
  const locale = useLocale() as Locale
  const usd = (amount: number) => formatUsDollars(amount, locale)
  // A range entered the wrong way round is shown low to high.
  const usdRange = (from: number, to: number) => {
    const [low, high] = from <= to ? [from, to] : [to, from]
    return low === high ? usd(low) : t('range', { from: usd(low), to: usd(high) })
  }
  const id = useId()
  const ctaHref = cta ? pageOrUrlHref(cta.page, cta.url) : null
  const showDuctwork =
    ductwork?.show !== false && Number.isFinite(ductwork?.from) && Number.isFinite(ductwork?.to)
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-xl bg-surface text-ink">
      <div className="bg-brand-800 px-6 pt-10 pb-24 text-white [--focus-ring:var(--color-white)] [--heading-color:var(--color-white)] sm:px-10">
        <h2 id={id} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg">{intro}</p> : null}
      </div>
      <div className="-mt-16 flex flex-col gap-6 px-6 pb-10 sm:px-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card, index) => (
            <li key={card.id ?? index} className={CARD}>
              <h3 className="text-lg font-semibold">{card.product}</h3>
              <p className="text-sm text-muted">{t('startingAt')}</p>
              <p className="text-4xl font-bold text-brand-900">{usd(card.price)}</p>
              <p className="text-sm text-muted">{card.note?.trim() || t('installed')}</p>
            </li>
          ))}
        </ul>
        {showDuctwork ? (
          <div className={`${CARD} sm:flex-row sm:items-baseline sm:justify-between`}>
            <h3 className="text-lg font-semibold">{t('ductwork')}</h3>
            <p className="text-2xl font-bold text-brand-900">{usdRange(ductwork.from, ductwork.to)}</p>
          </div>
        ) : null}
        {footnote ? <p className="text-sm text-muted">{footnote}</p> : null}
        {cta?.label && ctaHref ? (
          <div>
            <ActionLink href={ctaHref} label={cta.label} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
