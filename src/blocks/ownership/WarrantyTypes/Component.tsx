import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { WarrantyTypesBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { ActionLink } from '../../_core/shared/ActionLink'
import { warrantyTerms, warrantyTypes } from '../../../domain/ownership/warrantyTypes'

/** The types of warranty side by side: what each covers, how long it usually lasts and when it applies. */
export const WarrantyTypesComponent: React.FC<WarrantyTypesBlock> = ({
  title,
  intro,
  registrationDays,
  baseYears,
  registeredYears,
  showExtended,
  cta,
}) => {
  const t = useTranslations('blocks.warrantyTypes')
  const id = useId()
  const ctaHref = cta ? pageOrUrlHref(cta.page, cta.url) : null
  const given = { registrationDays, baseYears, registeredYears }
  const terms = warrantyTerms(given)
  const days = terms.registrationDays
  // Each type's words in the page's language; the domain decides which types show.
  const types = warrantyTypes(given, showExtended !== false).map(({ id }) => ({
    id,
    title: t(`${id}.title`),
    term:
      id === 'base'
        ? t('usually', { years: terms.baseYears })
        : id === 'registered'
          ? t('usually', { years: terms.registeredYears })
          : null,
    appliesWhen: t(`${id}.appliesWhen`, { days }),
    covers: id === 'extended' ? t('extended.covers') : t('partsNotLabor'),
  }))
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      {intro ? <p className="max-w-3xl text-lg">{intro}</p> : null}
      <ul className="grid gap-6 md:grid-cols-3">
        {types.map((type) => (
          <li
            key={type.id}
            className="flex flex-col gap-3 rounded-lg border border-line bg-white p-6 text-ink [--heading-color:var(--color-brand-900)]"
          >
            <h3 className="text-xl font-semibold">{type.title}</h3>
            {type.term ? (
              <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
                {type.term}
              </p>
            ) : (
              <p className="self-start rounded-full bg-surface px-3 py-1 text-sm font-semibold text-ink">
                {t('optional')}
              </p>
            )}
            <p>{type.appliesWhen}</p>
            <p className="text-muted">{type.covers}</p>
          </li>
        ))}
      </ul>
      {cta?.label && ctaHref ? (
        <div>
          <ActionLink href={ctaHref} label={cta.label} />
        </div>
      ) : null}
    </section>
  )
}
