import { describe, expect, it } from 'vitest'

import { hasLevelOneHeading } from './headings'

describe('hasLevelOneHeading', () => {
  it('finds an h1 at the top level, inside a group and inside a column', () => {
    expect(hasLevelOneHeading([{ blockType: 'heading', level: 'h1' }])).toBe(true)
    expect(
      hasLevelOneHeading([{ blockType: 'group', blocks: [{ blockType: 'heading', level: 'h1' }] }]),
    ).toBe(true)
    expect(
      hasLevelOneHeading([
        {
          blockType: 'columns',
          columns: [{ blocks: [] }, { blocks: [{ blockType: 'heading', level: 'h1' }] }],
        },
      ]),
    ).toBe(true)
  })

  it('counts a hero whose title is set to H1', () => {
    expect(hasLevelOneHeading([{ blockType: 'hero', titleLevel: 'h1', title: 'Why Alderline' }])).toBe(true)
    expect(hasLevelOneHeading([{ blockType: 'hero', titleLevel: 'h2', title: 'Heat pumps' }])).toBe(false)
  })

  it('counts a dealer locator whose title is set to H1, when it has a title', () => {
    const locator = {
      blockType: 'dealerLocator',
      title_tag: 'h1',
      locator_block_title: 'Find your local dealer',
    }
    expect(hasLevelOneHeading([locator])).toBe(true)
    expect(hasLevelOneHeading([{ ...locator, blockType: 'dealerLocatorSlider' }])).toBe(true)
    expect(hasLevelOneHeading([{ ...locator, locator_block_title: '' }])).toBe(false)
    expect(hasLevelOneHeading([{ ...locator, title_tag: 'h2' }])).toBe(false)
  })

  it('ignores other levels and tolerates missing lists', () => {
    expect(hasLevelOneHeading([{ blockType: 'heading', level: 'h2' }, { blockType: 'paragraph' }])).toBe(
      false,
    )
    expect(hasLevelOneHeading(null)).toBe(false)
    expect(hasLevelOneHeading([{ blockType: 'columns' }])).toBe(false)
  })
})

describe('hasLevelOneHeading in any container', () => {
  it('finds an h1 in a group inside a column, and in a container shape it has never seen', () => {
    const nested = [
      {
        blockType: 'columns',
        columns: [{ blocks: [{ blockType: 'group', blocks: [{ blockType: 'heading', level: 'h1' }] }] }],
      },
    ]
    expect(hasLevelOneHeading(nested)).toBe(true)
    expect(
      hasLevelOneHeading([
        { blockType: 'tabs', tabs: [{ label: 'A', blocks: [{ blockType: 'heading', level: 'h1' }] }] },
      ]),
    ).toBe(true)
    expect(
      hasLevelOneHeading([
        { blockType: 'tabs', tabs: [{ label: 'A', blocks: [{ blockType: 'heading', level: 'h3' }] }] },
      ]),
    ).toBe(false)
  })
})
