import { walkBlocks } from '../../blocks/_core/tree'
import { isHome, SEO_LENGTHS, titleSuffix, trimAtWord } from '../../domain/seo/snippet'

/**
 * The title and description the 'Generate from the page' buttons write (through the SEO plugin's generate
 * endpoints, ./plugin.ts), from the page as it stands in the editor's form.
 */

/** A search title from the page's title: whole when it fits the recommended length with the brand after it. */
export function generateSeoTitle(doc: unknown, brandName: string): string {
  const { title, path } = pageFields(doc)
  if (!title) return ''
  const room = SEO_LENGTHS.title.max - (isHome(path) ? 0 : titleSuffix(brandName).length)
  return trimAtWord(title, Math.max(room, 20), '')
}

/** Fields of blocks that hold running text, in the order they are read: a hero's text, a paragraph's content… */
const TEXT_FIELDS = ['text', 'content', 'body', 'intro', 'description', 'subtitle'] as const
/** Blocks whose text is not the page's prose: headings are titles, raw HTML is markup. */
const SKIPPED_BLOCKS = new Set(['heading', 'html', 'tooltipContent'])

/**
 * A search description from the page's first block with running text (a hero's text, a paragraph, a banner's
 * sentence), whatever container holds it, cut to the recommended length at a word boundary; '' when the page
 * has none.
 */
export function generateSeoDescription(doc: unknown): string {
  const { layout } = pageFields(doc)
  let found = ''
  walkBlocks(layout, (block) => {
    if (SKIPPED_BLOCKS.has(block.blockType)) return false
    for (const name of TEXT_FIELDS) {
      const text = plainText(block[name])
      if (text) {
        found = text
        return true
      }
    }
    return false
  })
  return found ? trimAtWord(found, SEO_LENGTHS.description.max) : ''
}

function pageFields(doc: unknown): { title: string; path: string; layout: unknown } {
  const record = typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>) : {}
  return {
    title: typeof record.title === 'string' ? record.title.trim() : '',
    path: typeof record.path === 'string' ? record.path : '',
    layout: Array.isArray(record.layout) ? record.layout : [],
  }
}

const INLINE_NODES = new Set(['link', 'autolink'])

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

/** A text field's words, or a rich-text (Lexical) value's words with its paragraphs joined by spaces. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim()
  if (typeof value !== 'object' || value === null || !('root' in value)) return ''
  const parts: string[] = []
  const visit = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (node.type === 'linebreak') parts.push(' ')
    if (Array.isArray(node.children)) {
      for (const child of node.children as LexicalNode[]) visit(child)
      // Paragraphs and list items end with a space; a link's words run on with the sentence around them.
      if (!INLINE_NODES.has(String(node.type))) parts.push(' ')
    }
  }
  visit((value as { root: LexicalNode }).root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
