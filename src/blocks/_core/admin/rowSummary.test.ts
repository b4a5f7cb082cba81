import { describe, expect, it } from 'vitest'

import { blockRowLabel, blockSummary, SUMMARY_LENGTH } from './rowSummary'

const richText = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((p) => ({ type: 'paragraph', children: [{ type: 'text', text: p }] })),
  },
})

describe('a block row label', () => {
  it('names the kind and the block’s own title', () => {
    expect(blockRowLabel('Hero', { blockType: 'hero', title: 'Stay comfortable all year' })).toBe(
      'Hero: Stay comfortable all year',
    )
    expect(blockRowLabel('Heading', { blockType: 'heading', text: 'Why a heat pump', level: 'h2' })).toBe(
      'Heading: Why a heat pump',
    )
  })

  it('prefers a name the editor gave the block', () => {
    expect(blockSummary({ blockName: 'Spring offer', title: 'Save now' })).toBe('Spring offer')
  })

  it('reads the first words of rich text', () => {
    expect(blockSummary({ content: richText('Quiet, efficient systems.', 'Installed by dealers.') })).toBe(
      'Quiet, efficient systems. Installed by dealers.',
    )
  })

  it('looks into the first row of a list when the block has no words of its own', () => {
    expect(blockSummary({ buttons: [{ label: 'Find a dealer', url: '/find-a-dealer/' }] })).toBe(
      'Find a dealer',
    )
    expect(blockSummary({ items: [{ question: 'How long does a furnace last?' }] })).toBe(
      'How long does a furnace last?',
    )
    expect(
      blockSummary({ columns: [{ blocks: [{ blockType: 'paragraph', content: richText('Left column') }] }] }),
    ).toBe('Left column')
  })

  it('cuts a long summary at a word, with an ellipsis', () => {
    const long = 'Comfort you can count on, every season, with quiet systems that heat and cool every room'
    const summary = blockSummary({ title: long })
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LENGTH + 1)
    expect(summary.endsWith('…')).toBe(true)
    expect(long.startsWith(summary.slice(0, -1))).toBe(true)
    expect(summary.slice(0, -1).endsWith(' ')).toBe(false)
  })

  it('is only the kind while the block holds no words', () => {
    expect(blockRowLabel('Separator', { blockType: 'separator' })).toBe('Separator')
    expect(blockRowLabel('Hero', { title: '   ' })).toBe('Hero')
    expect(blockRowLabel('Hero', undefined)).toBe('Hero')
  })
})
