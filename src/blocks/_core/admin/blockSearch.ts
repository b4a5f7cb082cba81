/**
 * The block picker's search ('Add block'): a block is found by its name, as Payload finds it, and also by the
 * words of its description, its group, its type and the keywords its definition declares, so 'two column',
 * 'cta', 'faq' or 'carousel' find what an editor means. Pure, so the admin's drawer and the tests share it.
 */

/** What the search knows of one block: its name and every word it may be found by. */
export type BlockSearchEntry = { readonly label: string; readonly words: string }

/** The search's entries by block type (the slug), handed to the admin's drawer. */
export type BlockSearchIndex = Readonly<Record<string, BlockSearchEntry>>

/** 'Call-to-action cards' -> call, to, action, card: lower case, accents and punctuation dropped, plurals cut. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular)
}

/** A plural's singular, roughly: 'columns' and 'column' are one word to the search; 'glass' stays. */
function singular(word: string): string {
  if (word.length <= 3) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1)
  return word
}

/**
 * True when the block answers the query: its name holds the query as typed (Payload's own rule), or every word
 * of the query starts a word the block is known by ('two col' finds 'two column'). An empty query finds all.
 */
export function matchesBlock(query: string, entry: BlockSearchEntry): boolean {
  const typed = query.trim().toLowerCase()
  if (!typed || entry.label.toLowerCase().includes(typed)) return true
  const wanted = searchWords(typed)
  if (wanted.length === 0) return false
  const known = searchWords(entry.words)
  return wanted.every((word) => known.some((k) => k.startsWith(word)))
}

/** The entry of one block from its name, type, group, description and keywords. */
export function blockSearchEntry(block: {
  label: string
  slug: string
  group?: string
  description: string
  keywords: readonly string[]
}): BlockSearchEntry {
  return {
    label: block.label,
    words: [block.label, block.slug, block.group ?? '', block.description, ...block.keywords].join(' '),
  }
}
