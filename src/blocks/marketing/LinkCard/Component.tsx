import type React from 'react'
import { useId } from 'react'

import type { LinkCardBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { LinkedCard } from '../../_core/shared/LinkedCard'

/**
 * Pictures with a link under each; the whole card is the link and its text names it, so the picture is
 * decorative. A card whose page is not published or whose address fails the link rule is left out rather than shown as a dead card.
 */
export const LinkCardComponent: React.FC<LinkCardBlock> = ({ title, cards }) => {
  const id = useId()
  const linked = cards.flatMap((card, index) => {
    const href = pageOrUrlHref(card.page, card.url)
    return href ? [{ ...card, href, key: card.id ?? String(index) }] : []
  })
  if (!linked.length) return null
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-6">
      {title ? (
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {linked.map((card) => (
          <li key={card.key}>
            <LinkedCard href={card.href} image={card.image} label={card.label} />
          </li>
        ))}
      </ul>
    </section>
  )
}
