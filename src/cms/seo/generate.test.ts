import { describe, expect, it } from 'vitest'

import { SEO_LENGTHS, writtenTitle } from '../../domain/seo/snippet'
import { generateSeoDescription, generateSeoTitle, plainText } from './generate'

const richText = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      children: [{ type: 'text', text }],
    })),
  },
})

describe('the title and description generated from the page', () => {
  it('generates the title from the page’s title, fitting the brand after it', () => {
    expect(generateSeoTitle({ title: ' Seasonal tune-up ', path: '/tune-up' }, 'Alderline')).toBe(
      'Seasonal tune-up',
    )
    const long = 'Heating and cooling systems for every home, installed by local dealers you trust'
    const title = generateSeoTitle({ title: long, path: '/x' }, 'Alderline')
    expect(writtenTitle(title, '/x', 'Alderline').length).toBeLessThanOrEqual(SEO_LENGTHS.title.max)
    expect(long.startsWith(title)).toBe(true)
    expect(long[title.length]).toMatch(/[\s,]/)
    expect(generateSeoTitle({ title: long, path: '/' }, 'Alderline').length).toBeGreaterThan(title.length)
    expect(generateSeoTitle({}, 'Alderline')).toBe('')
    expect(generateSeoTitle(null, 'Alderline')).toBe('')
  })

  it('generates the description from the first block with running text, skipping headings', () => {
    const doc = {
      title: 'Furnaces',
      layout: [
        { blockType: 'heading', text: 'Our furnaces' },
        {
          blockType: 'columns',
          columns: [{ blocks: [{ blockType: 'paragraph', content: richText('Warm', 'rooms.') }] }],
        },
        { blockType: 'paragraph', content: richText('Later text.') },
      ],
    }
    expect(generateSeoDescription(doc)).toBe('Warm rooms.')
    expect(
      generateSeoDescription({
        layout: [
          { blockType: 'hero', title: 'Stay warm', text: 'Quiet, efficient furnaces for every home.' },
        ],
      }),
    ).toBe('Quiet, efficient furnaces for every home.')
    expect(generateSeoDescription({ layout: [{ blockType: 'heading', text: 'Only a title' }] })).toBe('')
    expect(generateSeoDescription({ layout: 'not blocks' })).toBe('')
  })

  it('cuts a long description to the recommended length at a word boundary', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')
    const description = generateSeoDescription({
      layout: [{ blockType: 'paragraph', content: richText(words) }],
    })
    expect(description.length).toBeLessThanOrEqual(SEO_LENGTHS.description.max)
    expect(description.length).toBeGreaterThan(SEO_LENGTHS.description.max - 10)
    expect(description.endsWith('…')).toBe(true)
    expect(words.startsWith(description.slice(0, -1))).toBe(true)
    expect(words[description.length - 1]).toBe(' ')
  })

  it('reads rich text as plain words, links inside the sentence', () => {
    expect(
      plainText({
        root: {
          type: 'root',
          children: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'Visit ' },
                { type: 'link', children: [{ type: 'text', text: 'our shop' }] },
                { type: 'text', text: '.' },
              ],
            },
            { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'One' }] }] },
          ],
        },
      }),
    ).toBe('Visit our shop. One')
    expect(plainText('  a\n b ')).toBe('a b')
    expect(plainText(42)).toBe('')
  })
})
