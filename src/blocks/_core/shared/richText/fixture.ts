import type { ParagraphBlock } from '@/payload-types'

type Answer = ParagraphBlock['content']
type Inline = { type: string; version: number; [key: string]: unknown }

const text = (value: string): Inline => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

/** A link node as the editor saves it. */
export const faqLink = (url: string, label: string): Inline => ({
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
})

/** Rich text (an FAQ answer, a section's text) of one paragraph per argument; a paragraph is plain text or a list of text and links. */
export function faqAnswer(...paragraphs: (string | (string | Inline)[])[]): Answer {
  const children = paragraphs.map((p) => ({
    type: 'paragraph',
    version: 1,
    direction: 'ltr' as const,
    format: '',
    indent: 0,
    textFormat: 0,
    children: (Array.isArray(p) ? p : [p]).map((part) => (typeof part === 'string' ? text(part) : part)),
  }))
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } }
}
