import { describe, expect, it } from 'vitest'

import { activeNavIndex, navTitle, PAGE_NOT_FOUND_TITLE, scrollLeftToShow } from './pageNav'

const items = [
  { label: 'Air conditioners', href: '/resources/maintenance-tips/air-conditioners/' },
  { label: 'Gas furnaces', href: '/resources/maintenance-tips/gas-furnaces/' },
  { label: 'Heat pumps', href: '/resources/maintenance-tips/heat-pumps' },
  { label: 'Warranty', href: 'https://warranty.example.com/resources/maintenance-tips/coils' },
]

describe('activeNavIndex', () => {
  it('finds the item for the page, with or without a trailing slash on either side', () => {
    expect(activeNavIndex(items, '/resources/maintenance-tips/gas-furnaces')).toBe(1)
    expect(activeNavIndex(items, '/resources/maintenance-tips/heat-pumps/')).toBe(2)
  })

  it('ignores a query, a fragment and letter case', () => {
    expect(
      activeNavIndex(items, '/resources/maintenance-tips/air-conditioners?utm_source=mail#filters'),
    ).toBe(0)
    expect(activeNavIndex(items, '/Resources/Maintenance-Tips/Heat-Pumps')).toBe(2)
  })

  it('does not take a longer or shorter path for the page', () => {
    expect(activeNavIndex(items, '/resources/maintenance-tips')).toBe(-1)
    expect(activeNavIndex(items, '/resources/maintenance-tips/heat-pumps/outdoor')).toBe(-1)
  })

  it('never marks an address on another site, and finds nothing without a page', () => {
    expect(activeNavIndex(items, '/resources/maintenance-tips/coils')).toBe(-1)
    expect(activeNavIndex(items, null)).toBe(-1)
  })

  it('marks the first of two items for the same page', () => {
    const twice = [...items, { label: 'Again', href: '/resources/maintenance-tips/gas-furnaces' }]
    expect(activeNavIndex(twice, '/resources/maintenance-tips/gas-furnaces')).toBe(1)
  })
})

describe('navTitle', () => {
  it('is the active item’s label, or Page not found', () => {
    expect(navTitle(items, 2)).toBe('Heat pumps')
    expect(navTitle(items, -1)).toBe(PAGE_NOT_FOUND_TITLE)
    expect(PAGE_NOT_FOUND_TITLE).toBe('Page not found')
  })
})

describe('scrollLeftToShow', () => {
  const row = { width: 300, scrollWidth: 1000 }

  it('centres the item in the row', () => {
    expect(scrollLeftToShow({ left: 500, width: 100 }, row)).toBe(400)
  })

  it('stays within the scrollable range at both ends', () => {
    expect(scrollLeftToShow({ left: 20, width: 100 }, row)).toBe(0)
    expect(scrollLeftToShow({ left: 950, width: 50 }, row)).toBe(700)
  })

  it('does not scroll a row whose items all fit', () => {
    expect(scrollLeftToShow({ left: 250, width: 40 }, { width: 300, scrollWidth: 300 })).toBe(0)
  })
})
