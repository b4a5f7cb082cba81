import type React from 'react'
import { useId } from 'react'

import type { ExpandableCardsBlock } from '@/payload-types'

import { BlockShell } from '../../_core/shared/BlockShell'
import { FOCUS_RING } from '../../_core/shared/styles'
import { RichTextContent } from '../../_core/shared/richText/RichTextContent'
import { openOnFlags } from '../../../domain/accordion/defaultOpen'
import { LazyDisclosure } from '../../_core/shared/accordion/lazy.client'

const TRIGGER = `inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-brand-700 underline decoration-1 underline-offset-4 hover:decoration-2 ${FOCUS_RING}`

/**
 * Cards with a title and a summary; “More details” opens the rest of the card in place, with the same
 * disclosure as the accordion (including the editor's default-open setting per device). Cards sit at the top
 * of their row so opening one does not stretch its neighbours.
 */
export const ExpandableCardsComponent: React.FC<ExpandableCardsBlock> = ({ title, cards, appearance }) => {
  const id = useId()
  const Wrapper = title ? 'section' : 'div'
  const Heading = title ? 'h3' : 'h2'
  return (
    <BlockShell appearance={appearance}>
      <Wrapper aria-labelledby={title ? id : undefined} className="flex flex-col gap-6">
        {title ? (
          <h2 id={id} className="text-3xl font-bold">
            {title}
          </h2>
        ) : null}
        <ul className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => (
            <li
              key={card.id ?? index}
              className="flex flex-col gap-3 rounded-lg border border-line bg-white p-6 text-ink [--focus-ring:var(--color-brand-700)] [--heading-color:var(--color-brand-900)]"
            >
              <Heading className="text-xl font-semibold">{card.title}</Heading>
              <p className="text-muted">{card.summary}</p>
              <LazyDisclosure
                openOn={openOnFlags(card.openOn)}
                triggerClassName={TRIGGER}
                trigger={
                  <span>
                    More details <span className="sr-only">about {card.title}</span>
                  </span>
                }
                panelClassName="border-t border-line pt-4"
              >
                <RichTextContent content={card.more} />
              </LazyDisclosure>
            </li>
          ))}
        </ul>
      </Wrapper>
    </BlockShell>
  )
}
