import type React from 'react'
import { useId } from 'react'

import type { ExampleSectionBlock } from '@/payload-types'

import { RichTextContent } from '../../_core/shared/richText/RichTextContent'

/** A heading and its text: the simplest section, for content that needs no layout of its own. */
export const ExampleSectionComponent: React.FC<ExampleSectionBlock> = ({ title, content }) => {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex max-w-3xl flex-col gap-4">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <RichTextContent content={content} />
    </section>
  )
}
