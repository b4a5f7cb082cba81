import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { Locale } from '@/config/locales'
import type { EfficiencyMetric } from '@/domain/ownership/constants'
import { formatNumber } from '@/i18n/format'
import type { TaxCreditCertificatesBlock } from '@/payload-types'

import { FileIcon } from '@/components/resources/FileIcon'

import { TEXT_LINK } from '../../_core/shared/styles'
import { fileLink } from '../../../domain/products/fileLink'

type Card = TaxCreditCertificatesBlock['cards'][number]

/** The certificate's address when the page read filled in the document and its file is safe to link. */
function certificateOf(card: Card): { href: string; title: string } | null {
  const doc = card.certificate
  if (!doc || typeof doc !== 'object') return null
  const href = fileLink(doc.url)
  return href ? { href, title: doc.fileTitle } : null
}

/**
 * A card per kind of equipment with the efficiency it must reach for the manufacturer's tax-credit
 * certificate, and a link to the certificate itself when one is uploaded.
 */
export const TaxCreditCertificatesComponent: React.FC<TaxCreditCertificatesBlock> = ({
  title,
  intro,
  cards,
  footnote,
}) => {
  const t = useTranslations('blocks.taxCredits')
  const locale = useLocale() as Locale
  const id = useId()
  // A rating is a minimum ('14 SEER or higher'); the circulating fan's share of the furnace's energy a maximum.
  const requirementText = (metric: EfficiencyMetric, value: number) => {
    if (!Number.isFinite(value)) return ''
    const shown = formatNumber(value, locale)
    return metric === 'fanEnergy' ? t('fanEnergy', { value: shown }) : t('rating', { value: shown, metric })
  }
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      {intro ? <p className="max-w-3xl text-lg">{intro}</p> : null}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => {
          const certificate = certificateOf(card)
          return (
            <li
              key={card.id ?? index}
              className="flex flex-col gap-3 rounded-lg border border-line bg-white p-6 text-ink [--focus-ring:var(--color-brand-700)] [--heading-color:var(--color-brand-900)]"
            >
              <h3 className="text-xl font-semibold">{card.equipment}</h3>
              <p className="text-sm font-semibold text-muted">{t('qualifies')}</p>
              <ul className="list-disc space-y-1 pl-6">
                {card.requirements.map((r, i) => (
                  <li key={r.id ?? i}>{requirementText(r.metric, r.value)}</li>
                ))}
              </ul>
              {certificate ? (
                <a
                  href={certificate.href}
                  className={`mt-auto inline-flex gap-2 text-brand-700 ${TEXT_LINK}`}
                >
                  <FileIcon />
                  <span>
                    {certificate.title}
                    <span className="text-sm text-muted"> {t('pdf')}</span>
                  </span>
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
      {footnote ? <p className="max-w-3xl text-sm text-muted">{footnote}</p> : null}
    </section>
  )
}
