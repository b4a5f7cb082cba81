import type React from 'react'
import { useId } from 'react'

import type { FaqListBlock } from '@/payload-types'

import { RichTextContent } from '../../_core/shared/richText/RichTextContent'
import { faqPageJsonLd, jsonForScript } from './jsonLd'
import { Disclosure } from '../../_core/shared/Disclosure'

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
          <Disclosure key={item.id ?? index} summary={item.question}>
            <div className="pb-5">
              <RichTextContent content={item.answer} />
            </div>
          </Disclosure>
        ))}
      </div>
      {jsonLd?.mainEntity.length ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      ) : null}
    </section>
  )
}
