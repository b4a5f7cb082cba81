import type React from 'react'
import { useId } from 'react'

import type { BigNumberListBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { ActionLink } from '../../_core/shared/ActionLink'

/**
 * An ordered list whose numbers are drawn large. The list itself is ordered, so screen readers announce each
 * step's place; the drawn number is decorative.
 */
export const BigNumberListComponent: React.FC<BigNumberListBlock> = ({ title, items, cta }) => {
  const id = useId()
  const ctaHref = cta ? pageOrUrlHref(cta.page, cta.url) : null
  return (
    <section aria-labelledby={id} className="flex flex-col gap-8">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <ol className="grid gap-8 md:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="flex gap-4 md:flex-col">
            <span
              aria-hidden="true"
              className="text-6xl leading-none font-extrabold text-brand-700 md:text-7xl"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-2">
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <p>{item.text}</p>
            </div>
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
