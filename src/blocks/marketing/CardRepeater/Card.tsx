import type { CardRepeaterBlock } from '@/payload-types'

import { TEXT_LINK } from '../../_core/shared/styles'
import { MediaImage } from '../../_core/shared/image/MediaImage'
import { pageOrUrlHref } from '../../_core/shared/pageLink'

type Props = { card: CardRepeaterBlock['cards'][number]; headingLevel: 'h2' | 'h3'; id: string }

/**
 * One card: an optional image, its title, text and link. A link with its own text is described by the
 * card's title, so "Learn more" on three cards still tells a screen-reader user which card it belongs to.
 */
export function RepeaterCard({ card, headingLevel: Heading, id }: Props) {
  const href = pageOrUrlHref(card.linkPage, card.link)
  const titleId = `${id}-title`
  const label = card.linkLabel?.trim()
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white text-ink [--focus-ring:var(--color-brand-700)] [--heading-color:var(--color-brand-900)]">
      {/* Through the Image block's rules (media sizes, safe addresses), held below the first screen. */}
      <MediaImage media={card.image} displayWidth="third" className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Heading id={titleId} className="text-xl font-semibold">
          {href && !label ? (
            <a href={href} className={TEXT_LINK}>
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </Heading>
        {card.text ? <p className="text-muted">{card.text}</p> : null}
        {href && label ? (
          <p className="mt-auto pt-2">
            <a href={href} aria-describedby={titleId} className={`${TEXT_LINK} text-brand-700`}>
              {label}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  )
}
