/**
 * A post's reading time: its words at 200 a minute, rounded up, never less than a minute. Words are runs of
 * letters or digits (with inner apostrophes and hyphens, so "don't" and "two-stage" count once); numbers such
 * as "95%" or "$5,400" count as one word each; punctuation and markup count for nothing.
 */
export const WORDS_PER_MINUTE = 200

const WORD = /[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu

/** How many words a plain text holds. */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0
  return text.match(WORD)?.length ?? 0
}

/** Minutes to read `words` words: words / 200 rounded up, at least 1. */
export function readingMinutes(words: number): number {
  const safe = Number.isFinite(words) && words > 0 ? words : 0
  return Math.max(1, Math.ceil(safe / WORDS_PER_MINUTE))
}

/** Minutes to read a plain text. */
export const readingTimeOf = (text: string | null | undefined): number => readingMinutes(countWords(text))

/** The whole minutes the blog shows for a stored reading time: rounded up, at least 1 (1 when unknown). */
export const readingTimeMinutes = (minutes: number | null | undefined): number =>
  typeof minutes === 'number' && Number.isFinite(minutes) ? Math.max(1, Math.ceil(minutes)) : 1

/** "N min read", as the blog shows it. */
export const readingTimeLabel = (minutes: number | null | undefined): string =>
  `${readingTimeMinutes(minutes)} min read`

type TextNode = { type?: unknown; text?: unknown; children?: unknown }

const BLOCK_NODES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list', 'tablecell'])

/**
 * The plain text of a rich-text (Lexical) tree: its text nodes, with block-level nodes (paragraphs, headings,
 * list items) separated by a line break so words on either side of a break are not run together.
 */
export function richTextPlainText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { type, text, children } = node as TextNode
  if (typeof text === 'string') return text
  if (type === 'linebreak') return '\n'
  const inner = Array.isArray(children) ? children.map(richTextPlainText).join('') : ''
  return typeof type === 'string' && BLOCK_NODES.has(type) ? `${inner}\n` : inner
}

/** Minutes to read a rich-text value ({ root }), as saved by the editor. */
export function richTextReadingTime(value: unknown): number {
  const root = value && typeof value === 'object' ? (value as { root?: unknown }).root : undefined
  return readingTimeOf(richTextPlainText(root))
}
