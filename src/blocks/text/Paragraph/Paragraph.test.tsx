// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { ParagraphBlock } from '@/payload-types'

import { ParagraphComponent } from './Component'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

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

const show = (b: ParagraphBlock) => render(<ParagraphComponent {...b} />)

describe('ParagraphComponent', () => {
  // The gap between paragraphs and a link's focus ring, as a visitor sees them: tests/e2e/block-looks.spec.ts.
  it('renders the paragraphs in order, with their text formats', () => {
    show(block(paragraph(text('Stay '), text('comfortable', 1)), paragraph(text('All year.'))))
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Stay comfortable',
      'All year.',
    ])
    expect(screen.getByText('comfortable').tagName).toBe('STRONG')
  })

  it('renders safe links and upgrades http', () => {
    show(block(paragraph(link({ linkType: 'custom', url: 'http://example.com/a', newTab: false }, 'Go'))))
    const go = screen.getByRole('link', { name: 'Go' })
    expect(go.getAttribute('href')).toBe('https://example.com/a')
    expect(go.hasAttribute('target')).toBe(false)
  })

  it('announces links that open a new tab', () => {
    show(block(paragraph(link({ linkType: 'custom', url: 'https://example.com', newTab: true }, 'Docs'))))
    // jsdom's name computation drops the space before the hidden hint; the text itself keeps it.
    const docs = screen.getByRole('link', { name: /^Docs ?\(opens in a new tab\)$/ })
    expect(docs.textContent).toBe('Docs (opens in a new tab)')
    expect(docs.getAttribute('target')).toBe('_blank')
    expect(docs.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('drops the link but keeps the text for javascript: addresses', () => {
    const { container } = show(
      block(paragraph(link({ linkType: 'custom', url: 'javascript:alert(1)', newTab: false }, 'Click'))),
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.innerHTML).not.toContain('javascript')
    expect(screen.getByRole('paragraph').textContent).toBe('Click')
  })

  it('links internal pages by their path', () => {
    const fields = {
      linkType: 'internal',
      newTab: false,
      doc: { relationTo: 'pages', value: { id: 4, path: '/pricing/leasing', _status: 'published' } },
    }
    show(block(paragraph(link(fields, 'Leasing'))))
    expect(screen.getByRole('link', { name: 'Leasing' }).getAttribute('href')).toBe('/pricing/leasing')
  })
})
