import { useTranslations } from 'next-intl'
import type React from 'react'

import type { ProductHubBlock } from '@/payload-types'

import { usableSections } from '../../../domain/productNav/hub'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { FOCUS_RING, TEXT_LINK } from '../../_core/shared/styles'
import { ProductImage } from '../../_core/shared/image/ProductImage'
import { LazyHubJump as HubJump } from './lazy.client'

type Section = ProductHubBlock['sections'][number]
type Card = NonNullable<Section['cards']>[number]

function ProductCard({ card, id }: { card: Card; id: string }) {
  const href = pageOrUrlHref(card.linkPage, card.link)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white text-ink">
      <ProductImage media={card.image} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={id} className="text-xl font-semibold text-brand-900">
          {href ? (
            <a href={href} className={TEXT_LINK}>
              {card.name}
            </a>
          ) : (
            card.name
          )}
        </h3>
        {card.text ? <p className="text-muted">{card.text}</p> : null}
      </div>
    </article>
  )
}

/**
 * The product hub (spec §2, §4): product sections in page order, each at its own #anchor. Wide screens get a
 * list of links to the sections beside them; small screens a jump menu titled with the current section.
 * Every section is in the server's HTML, so the anchors work before (and without) the script.
 */
export const ProductHubComponent: React.FC<ProductHubBlock> = ({ navLabel, sections }) => {
  const t = useTranslations('blocks')
  const shown = usableSections(sections)
  if (!shown.length) return null
  const label = navLabel?.trim() || t('productCategories')
  return (
    <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[15rem_1fr] lg:items-start lg:gap-12">
      <nav aria-label={label} className="lg:hidden">
        <HubJump
          sections={shown.map(({ title, anchor }) => ({ title, anchor }))}
          label={t('productHub.jump')}
        />
      </nav>
      <nav aria-label={label} className="hidden lg:sticky lg:top-4 lg:block">
        <ul className="flex flex-col gap-1 border-l-4 border-brand-100">
          {shown.map((section) => (
            <li key={section.anchor}>
              <a
                href={`#${section.anchor}`}
                className={`-ml-1 block border-l-4 border-transparent py-2 pl-4 font-medium text-brand-800 hover:border-brand-700 hover:text-brand-900 ${FOCUS_RING}`}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-14">
        {shown.map((section) => {
          const titleId = `${section.anchor}-title`
          const cards = section.cards ?? []
          return (
            <section
              key={section.anchor}
              id={section.anchor}
              aria-labelledby={titleId}
              tabIndex={-1}
              className="flex scroll-mt-6 flex-col gap-4 focus:outline-none"
            >
              <h2 id={titleId} className="text-3xl font-bold">
                {section.title}
              </h2>
              {section.intro ? <p className="max-w-3xl text-lg">{section.intro}</p> : null}
              {cards.length ? (
                <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                  {cards.map((card, index) => (
                    <li key={card.id ?? index}>
                      <ProductCard card={card} id={`${section.anchor}-card-${index}`} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          )
        })}
      </div>
    </div>
  )
}
