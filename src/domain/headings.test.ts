import { describe, expect, it } from 'vitest'

import { hasLevelOneHeading } from './headings'

describe('hasLevelOneHeading', () => {
  it('finds an h1 at the top level, inside a group and inside a column', () => {
    expect(hasLevelOneHeading([{ blockType: 'heading', level: 'h1' }])).toBe(true)
    expect(hasLevelOneHeading([{ blockType: 'group', blocks: [{ blockType: 'heading', level: 'h1' }] }])).toBe(true)
    expect(
      hasLevelOneHeading([{ blockType: 'columns', columns: [{ blocks: [] }, { blocks: [{ blockType: 'heading', level: 'h1' }] }] }]),
    ).toBe(true)
  })

  it('ignores other levels and tolerates missing lists', () => {
    expect(hasLevelOneHeading([{ blockType: 'heading', level: 'h2' }, { blockType: 'paragraph' }])).toBe(false)
    expect(hasLevelOneHeading(null)).toBe(false)
    expect(hasLevelOneHeading([{ blockType: 'columns' }])).toBe(false)
  })
})
