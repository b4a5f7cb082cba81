import { describe, expect, it } from 'vitest'

import { MARK_OPEN, readableText } from './text'

describe('readableText', () => {
  it('gathers headings, paragraphs and rich text, and leaves out ids, types, addresses and options', () => {
    const layout = [
      {
        id: '65f0c0ffee',
        blockType: 'hero',
        heading: 'Stay warm this winter',
        style: 'dark',
        link: { url: '/products/furnaces', label: 'See furnaces' },
      },
      {
        blockType: 'paragraph',
        content: {
          root: {
            type: 'root',
            children: [
              { type: 'paragraph', children: [{ type: 'text', text: 'Change the filter.', format: 0 }] },
            ],
          },
        },
      },
      { blockType: 'columns', layoutWidth: 'two-column', columns: [{ text: 'Left column words' }] },
    ]
    expect(readableText(layout)).toBe(
      'Stay warm this winter See furnaces Change the filter. Left column words',
    )
  })

  it('removes the characters that mark excerpts, so no text can forge a highlight', () => {
    expect(readableText({ text: `a ${MARK_OPEN}b` })).toBe('a b')
  })

  it('cuts on a word boundary and survives cycles', () => {
    const a: Record<string, unknown> = { text: 'one two three four five six' }
    a.self = a
    expect(readableText(a, 12)).toBe('one two')
  })
})
