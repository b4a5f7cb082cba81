import type React from 'react'
import { useId } from 'react'

import type { TooltipContentBlock } from '@/payload-types'

import { paragraphsOf, splitAtTerm } from '../../../domain/text/splitAtTerm'
import { LazyTermTooltip as TermTooltip } from './lazy.client'

/**
 * Plain text in which one term explains itself in a tooltip: its first mention becomes a button that
 * shows the definition on hover or keyboard focus. Without a mention the text shows as written.
 */
export const TooltipContentComponent: React.FC<TooltipContentBlock> = ({
  title,
  content,
  term,
  definition,
}) => {
  const id = useId()
  const paragraphs = paragraphsOf(content)
  const marked = paragraphs.findIndex((text) => splitAtTerm(text, term))
  const body = (
    <div className="max-w-3xl space-y-4 text-base leading-relaxed sm:text-lg">
      {paragraphs.map((text, index) => {
        const split = index === marked ? splitAtTerm(text, term) : null
        return (
          <p key={index}>
            {split ? (
              <>
                {split.before}
                <TermTooltip term={split.match} definition={definition} />
                {split.after}
              </>
            ) : (
              text
            )}
          </p>
        )
      })}
    </div>
  )
  if (!title) return body
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      {body}
    </section>
  )
}
