/**
 * The words a document shows to a visitor, gathered for the search index: every string of its fields that
 * reads as text (headings, paragraphs, rich text's text nodes, captions, questions and answers), never the
 * machinery around them (ids, block types, addresses, colours, option values). Pure, so the search plugin's
 * beforeSync (cms/collections/Search) and the tests share it.
 */

/** Keys whose strings are never text a visitor reads. */
const SKIPPED_KEYS = new Set([
  'id',
  'blockType',
  'blockName',
  'type',
  'format',
  'mode',
  'version',
  'direction',
  'style',
  'variant',
  'theme',
  'tone',
  'color',
  'colour',
  'background',
  'icon',
  'align',
  'alignment',
  'layoutWidth',
  'url',
  'href',
  'path',
  'uri',
  'slug',
  'link',
  'filename',
  'mimeType',
  'sizes',
  'thumbnailURL',
  '_status',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'deletedAt',
  'embedUrl',
  'videoId',
  'anchor',
  'rel',
  'target',
  'tag',
  'listType',
  'textFormat',
  'indent',
  'meta',
])

/** A string that is a value of an option or an identifier rather than words (`two-column`, `left`, `h2`). */
const looksLikeToken = (s: string): boolean => /^[a-z0-9_-]+$/.test(s) && !/\s/.test(s) && s.length < 24

/** Characters the index's excerpts use as highlight marks; removed from stored text so no text can forge one. */
export const MARK_OPEN = '\uE000'
export const MARK_CLOSE = '\uE001'
export const ELLIPSIS = '…'

export const cleanText = (s: string): string =>
  s
    .replace(/[\uE000\uE001]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The readable text of a value, in document order, joined by spaces and cut at `maxChars` on a word boundary.
 * `seen` guards against cycles in populated relations.
 */
export function readableText(value: unknown, maxChars = 20_000): string {
  const parts: string[] = []
  let size = 0
  const seen = new Set<object>()
  const walk = (v: unknown, key: string | null): void => {
    if (size >= maxChars) return
    if (typeof v === 'string') {
      if (key !== null && SKIPPED_KEYS.has(key)) return
      const text = cleanText(v)
      if (!text || looksLikeToken(text) || /^(https?:|mailto:|tel:|\/)/.test(text)) return
      parts.push(text)
      size += text.length + 1
      return
    }
    if (!v || typeof v !== 'object' || seen.has(v)) return
    seen.add(v)
    if (Array.isArray(v)) {
      for (const item of v) walk(item, key)
      return
    }
    for (const [k, child] of Object.entries(v)) {
      if (SKIPPED_KEYS.has(k) && typeof child !== 'object') continue
      if (k === 'meta' || k === 'sizes' || k === 'version') continue
      walk(child, k)
    }
  }
  walk(value, null)
  const joined = parts.join(' ')
  if (joined.length <= maxChars) return joined
  const cut = joined.slice(0, maxChars)
  const space = cut.lastIndexOf(' ')
  return space > maxChars / 2 ? cut.slice(0, space) : cut
}
