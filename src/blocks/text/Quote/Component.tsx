import type React from 'react'

import type { QuoteBlock } from '@/payload-types'

import { MUTED_TEXT } from '../../_core/shared/styles'

/** Blank lines in the textarea separate paragraphs of the quote. */
const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

export const QuoteComponent: React.FC<QuoteBlock> = ({ quote, citation }) => (
  <figure className="border-l-4 border-accent-600 pl-6">
    <blockquote className="space-y-3 text-xl leading-relaxed font-medium sm:text-2xl">
      {paragraphs(quote).map((p, index) => (
        <p key={index}>{p}</p>
      ))}
    </blockquote>
    {citation ? (
      <figcaption className={`mt-4 text-base ${MUTED_TEXT}`}>
        <span aria-hidden="true">— </span>
        <cite className="not-italic">{citation}</cite>
      </figcaption>
    ) : null}
  </figure>
)
