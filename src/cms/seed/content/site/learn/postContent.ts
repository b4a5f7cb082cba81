/**
 * Builds the Lexical value of a blog post from plain parts: a string is a paragraph, { h2 } or { h3 } a
 * heading and { ul } / { ol } a list.
 */
export type PostPart = string | { h2: string } | { h3: string } | { ul: string[] } | { ol: string[] }

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

function node(part: PostPart) {
  if (typeof part === 'string')
    return { type: 'paragraph', ...element, textFormat: 0, textStyle: '', children: [text(part)] }
  if ('h2' in part) return { type: 'heading', tag: 'h2', ...element, children: [text(part.h2)] }
  if ('h3' in part) return { type: 'heading', tag: 'h3', ...element, children: [text(part.h3)] }
  const ordered = 'ol' in part
  const items = ordered ? part.ol : part.ul
  return {
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    tag: ordered ? 'ol' : 'ul',
    start: 1,
    ...element,
    children: items.map((item, index) => ({
      type: 'listitem',
      value: index + 1,
      ...element,
      children: [text(item)],
    })),
  }
}

export function postContent(...parts: PostPart[]) {
  return { root: { type: 'root', ...element, children: parts.map(node) } }
}
