import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import type { FaqListBlock } from '@/payload-types'

type Faq = Pick<FaqListBlock['items'][number], 'question' | 'answer'>

/** An answer as plain text: paragraphs kept apart by a blank line, runs of spaces collapsed. */
export function answerText(answer: Faq['answer']): string {
  return convertLexicalToPlaintext({
    data: answer as Parameters<typeof convertLexicalToPlaintext>[0]['data'],
  })
    .split(/\n{2,}/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
}

/** The schema.org FAQPage describing these questions (Question with an acceptedAnswer each). */
export function faqPageJsonLd(items: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items
      .map((item) => ({ name: item.question.trim(), text: answerText(item.answer) }))
      .filter((item) => item.name && item.text)
      .map(({ name, text }) => ({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text } })),
  }
}

// Characters that could end the script element or open markup inside it, and the two line separators
// that older JavaScript parsers treat as line breaks, written as JSON escapes so the data reads the same.
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON for an inline <script type="application/ld+json">: editor text cannot close the element. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c)
