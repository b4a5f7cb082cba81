import type React from 'react'
import { useId } from 'react'

import type { CardRepeaterBlock } from '@/payload-types'

import { RepeaterCard } from './Card'

/** A grid of cards: one column on phones, two on tablets, three on wide screens. */
export const CardRepeaterComponent: React.FC<CardRepeaterBlock> = ({ title, cards }) => {
  const id = useId()
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-6">
      {title ? (
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.id ?? index}>
            <RepeaterCard card={card} headingLevel={title ? 'h3' : 'h2'} id={`${id}-${index}`} />
          </li>
        ))}
      </ul>
    </section>
  )
}
