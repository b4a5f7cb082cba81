import { describe, expect, it } from 'vitest'

import { anchorOf, startTabIndex, uniqueIds } from './documentTabs'

describe('startTabIndex', () => {
  it('starts on the tab named Resources, wherever it is', () => {
    expect(startTabIndex(['Manuals', 'Resources', 'Images'])).toBe(1)
    expect(startTabIndex(['Manuals', ' resources ', 'Resources'])).toBe(1)
  })

  it('starts on the first tab when none is named Resources', () => {
    expect(startTabIndex(['Manuals', 'Resource library', null])).toBe(0)
    expect(startTabIndex([])).toBe(0)
  })
})

describe('uniqueIds', () => {
  it('makes an anchor of each name, numbering repeats', () => {
    expect(uniqueIds(['Owner’s manuals', 'Resources', 'Resources', 'Crème & co'])).toEqual([
      'owner-s-manuals',
      'resources',
      'resources-2',
      'creme-co',
    ])
  })

  it('names an empty or symbol-only entry by its place', () => {
    expect(uniqueIds(['', '!!', null], 'section')).toEqual(['section-1', 'section-2', 'section-3'])
    expect(anchorOf('  Air Conditioners ')).toBe('air-conditioners')
  })
})
