import type React from 'react'
import { useId } from 'react'

import type { CtaCardsBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { ActionLink } from '../../_core/shared/ActionLink'

/**
 * Cards that each ask the visitor to do one thing, with a button. The cards carry their own deep-blue
 * background, white text and white focus ring, so they read the same on any section.
 */
export const CtaCardsComponent: React.FC<CtaCardsBlock> = ({ title, cards }) => {
  const id = useId()
  const CardHeading = title ? 'h3' : 'h2'
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-6">
      {title ? (
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(16rem,1fr))]">
        {cards.map((card, index) => (
          <li
            key={card.id ?? index}
            className="flex flex-col gap-3 rounded-lg bg-brand-800 p-6 text-white [--focus-ring:var(--color-white)] [--heading-color:var(--color-white)]"
          >
            <CardHeading className="text-2xl font-semibold">{card.title}</CardHeading>
            {card.text ? <p className="text-brand-100">{card.text}</p> : null}
            <div className="mt-auto pt-2">
              <ActionLink href={pageOrUrlHref(card.page, card.url)} label={card.label} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
