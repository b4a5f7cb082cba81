/**
 * What a block row in the page editor says it holds: the block's own name, title or first words
 * ("Hero: Stay comfortable all year"), found in its data whatever the block's fields are called.
 */

/** Fields that name a block, most telling first. */
const NAMING_FIELDS = [
  'blockName',
  'title',
  'heading',
  'text',
  'label',
  'question',
  'quote',
  'name',
  'caption',
]

/** Longest summary shown before it is cut at a word with an ellipsis. */
export const SUMMARY_LENGTH = 60

type Data = Record<string, unknown>

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null

/** The words of a Lexical rich-text value, or '' for anything else. */
function richTextWords(value: unknown): string {
  if (!isRecord(value) || !isRecord(value.root)) return ''
  const words: string[] = []
  const visit = (node: unknown) => {
    if (!isRecord(node)) return
    if (typeof node.text === 'string') words.push(node.text)
    if (Array.isArray(node.children)) node.children.forEach(visit)
  }
  visit(value.root)
  return words.join(' ')
}

/** The first words found in the data: a naming field, then rich text, then the first row of a list. */
function firstWords(data: Data, depth: number): string {
  for (const key of NAMING_FIELDS) {
    const value = data[key]
    if (typeof value === 'string' && value.trim()) return value
    const words = richTextWords(value)
    if (words.trim()) return words
  }
  for (const value of Object.values(data)) {
    const words = richTextWords(value)
    if (words.trim()) return words
  }
  if (depth > 0) {
    for (const value of Object.values(data)) {
      if (!Array.isArray(value)) continue
      const first: unknown = value[0]
      if (!isRecord(first)) continue
      const words = firstWords(first, depth - 1)
      if (words) return words
    }
  }
  return ''
}

/** Cuts a summary at a word boundary, with an ellipsis when something was left off. */
function shorten(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= SUMMARY_LENGTH) return clean
  const cut = clean.slice(0, SUMMARY_LENGTH)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > SUMMARY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

/** The summary of a block's data ('' when it holds no words yet). */
export const blockSummary = (data: unknown): string => (isRecord(data) ? shorten(firstWords(data, 2)) : '')

/** The row label: the block's kind, then what it holds when it holds anything. */
export const blockRowLabel = (kind: string, data: unknown): string => {
  const summary = blockSummary(data)
  return summary ? `${kind}: ${summary}` : kind
}
