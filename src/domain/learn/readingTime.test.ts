import { describe, expect, it } from 'vitest'

import {
  countWords,
  readingMinutes,
  readingTimeLabel,
  readingTimeOf,
  richTextPlainText,
  richTextReadingTime,
} from './readingTime'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

const lexical = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
})

describe('countWords', () => {
  it('counts runs of letters and digits, whatever the spacing and punctuation', () => {
    expect(countWords('')).toBe(0)
    expect(countWords(null)).toBe(0)
    expect(countWords('   \n\t ')).toBe(0)
    expect(countWords('A heat pump moves heat.')).toBe(5)
    expect(countWords('  one\ntwo\t\tthree  ')).toBe(3)
    expect(countWords('— , . ! ?')).toBe(0)
  })

  it('counts a contraction, a hyphenated word and a figure once each', () => {
    expect(countWords("Don't buy a two-stage unit for $5,400 at 95% AFUE.")).toBe(10)
    expect(countWords('SEER2 ratings: 14.3 and 16.0')).toBe(5)
  })
})

describe('readingMinutes', () => {
  it('is words / 200 rounded up, at least 1', () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(1)).toBe(1)
    expect(readingMinutes(200)).toBe(1)
    expect(readingMinutes(201)).toBe(2)
    expect(readingMinutes(400)).toBe(2)
    expect(readingMinutes(401)).toBe(3)
    expect(readingMinutes(-5)).toBe(1)
    expect(readingMinutes(Number.NaN)).toBe(1)
  })

  it('reads a text', () => {
    expect(readingTimeOf(words(600))).toBe(3)
    expect(readingTimeOf(words(601))).toBe(4)
  })
})

describe('rich text', () => {
  it('joins the text of every node, keeping paragraphs apart', () => {
    expect(richTextPlainText(lexical('First one', 'second').root)).toBe('First one\nsecond\n')
    expect(countWords(richTextPlainText(lexical('end', 'start').root))).toBe(2)
  })

  it('reads links, lists and headings inside the tree', () => {
    const tree = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Sizing' }] },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [{ type: 'text', text: 'Load' }] },
              {
                type: 'listitem',
                children: [{ type: 'link', children: [{ type: 'text', text: 'calculation' }] }],
              },
            ],
          },
        ],
      },
    }
    expect(countWords(richTextPlainText(tree.root))).toBe(3)
  })

  it('gives a reading time for a saved value, and 1 minute for nothing', () => {
    expect(richTextReadingTime(lexical(words(150), words(150)))).toBe(2)
    expect(richTextReadingTime(null)).toBe(1)
    expect(richTextReadingTime({})).toBe(1)
    expect(richTextReadingTime('text')).toBe(1)
  })
})

describe('readingTimeLabel', () => {
  it('says "N min read", at least 1', () => {
    expect(readingTimeLabel(4)).toBe('4 min read')
    expect(readingTimeLabel(0)).toBe('1 min read')
    expect(readingTimeLabel(null)).toBe('1 min read')
  })
})
