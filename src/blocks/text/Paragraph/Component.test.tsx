import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ParagraphBlock } from '@/payload-types'

import { ParagraphComponent } from './Component'

const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
})

const link = (fields: Record<string, unknown>, label: string) => ({
  type: 'link',
  version: 3,
  fields,
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
})

const paragraph = (...children: unknown[]) => ({
  type: 'paragraph',
  version: 1,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
})

const block = (...paragraphs: ReturnType<typeof paragraph>[]): ParagraphBlock => ({
  blockType: 'paragraph',
  content: {
    root: { type: 'root', version: 1, children: paragraphs, direction: 'ltr', format: '', indent: 0 },
  },
})

const render = (b: ParagraphBlock) => renderToStaticMarkup(<ParagraphComponent {...b} />)

describe('ParagraphComponent', () => {
  it('renders paragraphs and text formats inside a styled container', () => {
    const html = render(block(paragraph(text('Stay '), text('comfortable', 1)), paragraph(text('All year.'))))
    expect(html).toMatch(/^<div class="space-y-4[^"]*">/)
    expect(html).toContain('<p>Stay <strong>comfortable</strong></p><p>All year.</p>')
  })

  it('renders safe links with a visible focus style and upgrades http', () => {
    const html = render(
      block(paragraph(link({ linkType: 'custom', url: 'http://example.com/a', newTab: false }, 'Go'))),
    )
    expect(html).toMatch(
      /<a href="https:\/\/example.com\/a" class="[^"]*focus-visible:outline-2[^"]*">Go<\/a>/,
    )
  })

  it('announces links that open a new tab', () => {
    const html = render(
      block(paragraph(link({ linkType: 'custom', url: 'https://example.com', newTab: true }, 'Docs'))),
    )
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('(opens in a new tab)')
  })

  it('drops the link but keeps the text for javascript: addresses', () => {
    const html = render(
      block(paragraph(link({ linkType: 'custom', url: 'javascript:alert(1)', newTab: false }, 'Click'))),
    )
    expect(html).not.toContain('<a')
    expect(html).not.toContain('javascript')
    expect(html).toContain('<p>Click</p>')
  })

  it('links internal pages by their path', () => {
    const fields = {
      linkType: 'internal',
      newTab: false,
      doc: { relationTo: 'pages', value: { id: 4, path: '/pricing/leasing' } },
    }
    const html = render(block(paragraph(link(fields, 'Leasing'))))
    expect(html).toContain('href="/pricing/leasing"')
  })
})
