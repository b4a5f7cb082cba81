import type React from 'react'
import { useId } from 'react'

import type { FaqListBlock } from '@/payload-types'

import { FOCUS_RING } from '../../_core/shared/styles'
import { ParagraphComponent } from '../../text/Paragraph/Component'
import { faqPageJsonLd, jsonForScript } from './jsonLd'

/**
 * Questions that open to show their answers. Native <details>/<summary> gives the disclosure its keyboard
 * use (Enter and Space) and its expanded state for screen readers with no script, and browsers find text
 * in closed answers. Answers render like paragraph blocks, so their links pass the same link rule.
 */
export const FaqListComponent: React.FC<FaqListBlock> = ({ title, items, structuredData }) => {
  const id = useId()
  const jsonLd = structuredData === false ? null : faqPageJsonLd(items)
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <div className="divide-y divide-line border-y border-line">
        {items.map((item, index) => (
          <details key={item.id ?? index} className="group">
            <summary
              className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden ${FOCUS_RING}`}
            >
              {item.question}
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 20 20"
                className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              >
                <path
                  d="m5 7.5 5 5 5-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
            <div className="pb-5">
              <ParagraphComponent blockType="paragraph" content={item.answer} />
            </div>
          </details>
        ))}
      </div>
      {jsonLd?.mainEntity.length ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      ) : null}
    </section>
  )
}
