import type React from 'react'
import { useId } from 'react'

import type { Media } from '@/payload-types'

import { cardsForPage, type GuideIconName } from '../../../../domain/guidance/guides'
import { pageOrUrlHref, type LinkedPage } from '../pageLink'
import { MUTED_TEXT } from '../styles'
import { LinkedCard } from '../LinkedCard'
import type { RenderedPage } from '../../data'
import { DrawnIcon } from '../icons'

type GridItem = {
  id?: string | null
  title: string
  icon: GuideIconName
  page?: LinkedPage | null
  url?: string | null
  image?: number | Media | null
}

export type GuideGridProps = {
  title: string
  intro?: string | null
  items: GridItem[]
  leaveOutCurrentPage?: boolean | null
  /** The page being shown, whose own card is left out. */
  page?: RenderedPage | null
}

/**
 * Cards that each link to a help page: a picture when one is chosen, the topic's drawn icon otherwise, and
 * the title. The whole card is the link and its title names it. A card whose page is unpublished or whose address
 * fails the link rule is left out, and so, unless the editor turns it off, is the card of the page being shown.
 */
export const GuideGrid: React.FC<GuideGridProps> = ({ title, intro, items, leaveOutCurrentPage, page }) => {
  const id = useId()
  const linked = items.flatMap((item, index) => {
    const url = pageOrUrlHref(item.page, item.url)
    const name = item.title?.trim()
    return url && name ? [{ ...item, title: name, url, key: item.id ?? String(index) }] : []
  })
  const cards = cardsForPage(linked, page?.path, leaveOutCurrentPage !== false)
  if (!cards.length) return null
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
        {intro ? <p className={`text-lg ${MUTED_TEXT}`}>{intro}</p> : null}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
        {cards.map((card) => (
          <li key={card.key}>
            <LinkedCard
              href={card.url}
              image={card.image}
              label={card.title}
              compact
              fallback={
                <span className="flex justify-center pt-5">
                  <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <DrawnIcon name={card.icon} className="size-8" />
                  </span>
                </span>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
