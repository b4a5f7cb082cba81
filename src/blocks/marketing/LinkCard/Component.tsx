import type React from 'react'
import { useId } from 'react'

import type { LinkCardBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { FOCUS_RING } from '../../_core/shared/styles'
import { MediaImage } from '../../_core/shared/image/MediaImage'

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
            <a
              href={card.href}
              className={`group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white text-brand-800 hover:border-brand-600 ${FOCUS_RING}`}
            >
              <MediaImage
                media={card.image}
                displayWidth="third"
                decorative
                className="aspect-[4/3] w-full object-cover"
              />
              <span className="flex items-center justify-between gap-2 p-4 text-lg font-semibold underline decoration-transparent underline-offset-4 group-hover:decoration-current">
                {card.label}
                <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="size-5 shrink-0">
                  <path
                    d="M4 10h11m-4-5 5 5-5 5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
