import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { VideoCardsBlock } from '@/payload-types'

import { NewTabHint } from '../../_core/shared/NewTabHint'
import { TEXT_LINK } from '../../_core/shared/styles'
import { isExternalHref, safeHref } from '../../../domain/url'
import { MediaImage } from '../../_core/shared/image/MediaImage'

/**
 * Up to four cards that send visitors to a video elsewhere: a super-title, a title, a description and a
 * link. Links pass the site's link rule; one that fails it is not shown. A video site opens in a new tab.
 */
export const VideoCardsComponent: React.FC<VideoCardsBlock> = ({ title, cards }) => {
  const t = useTranslations('blocks.video')
  const id = useId()
  const CardHeading = title ? 'h3' : 'h2'
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-6">
      {title ? (
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.slice(0, 4).map((card, index) => {
          const href = safeHref(card.link)
          const external = href ? isExternalHref(href) : false
          const titleId = `${id}-${index}`
          return (
            <li
              key={card.id ?? index}
              className="flex flex-col overflow-hidden rounded-lg border border-line bg-white text-ink [--focus-ring:var(--color-brand-700)] [--heading-color:var(--color-brand-900)]"
            >
              <MediaImage
                media={card.image}
                displayWidth="third"
                decorative
                className="aspect-video w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                {card.sup_title ? (
                  <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {card.sup_title}
                  </p>
                ) : null}
                <CardHeading id={titleId} className="text-xl font-semibold">
                  {card.video_block_title}
                </CardHeading>
                {card.video_block_description ? (
                  <p className="text-muted">{card.video_block_description}</p>
                ) : null}
                {href ? (
                  <p className="mt-auto pt-2">
                    <a
                      href={href}
                      aria-describedby={titleId}
                      className={`${TEXT_LINK} text-brand-700`}
                      target={external ? '_blank' : undefined}
                      rel={external ? 'noopener noreferrer' : undefined}
                    >
                      {card.linkLabel?.trim() || t('watch')}
                      {external ? <NewTabHint /> : null}
                    </a>
                  </p>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
