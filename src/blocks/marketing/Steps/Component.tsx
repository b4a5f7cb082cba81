import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { StepsBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { ActionLink } from '../../_core/shared/ActionLink'

/**
 * Numbered step cards in order, and an optional button under them. The list is ordered for screen
 * readers too; each card shows the editor's number, or its place in the list.
 */
export const StepsComponent: React.FC<StepsBlock> = ({ title, steps, cta }) => {
  const t = useTranslations('blocks.steps')
  const id = useId()
  const ctaHref = cta ? pageOrUrlHref(cta.page, cta.url) : null
  return (
    <section aria-labelledby={id} className="flex flex-col gap-8">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.id ?? index}
            className="flex flex-col gap-3 rounded-lg border border-line bg-white p-6 text-ink [--heading-color:var(--color-brand-900)]"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white">
              <span className="sr-only">{t('step')} </span>
              {step.step_number?.trim() || index + 1}
            </span>
            <h3 className="text-xl font-semibold">{step.block_title}</h3>
            <p className="text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
      {cta?.label && ctaHref ? (
        <div>
          <ActionLink href={ctaHref} label={cta.label} />
        </div>
      ) : null}
    </section>
  )
}
