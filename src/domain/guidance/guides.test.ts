import { describe, expect, it } from 'vitest'

import {
  cardsForPage,
  defaultMaintenanceCards,
  defaultTroubleshootingCards,
  GUIDE_ICON_NAMES,
  guideCards,
  guidePath,
  linesOf,
  MAINTENANCE_SLUGS,
  TROUBLESHOOTING_SLUGS,
} from './guides'

describe('guide cards', () => {
  it('builds one card per troubleshooting page of the specification, in its order', () => {
    const cards = defaultTroubleshootingCards()
    expect(cards.map((card) => card.url)).toEqual([
      '/resources/troubleshooting/air-conditioners',
      '/resources/troubleshooting/gas-furnaces',
      '/resources/troubleshooting/air-handlers',
      '/resources/troubleshooting/heat-pumps',
      '/resources/troubleshooting/oil-furnaces',
      '/resources/troubleshooting/ductless-systems',
      '/resources/troubleshooting/air-quality',
      '/resources/troubleshooting/packaged-systems',
      '/resources/troubleshooting/thermostat-controls',
      '/resources/troubleshooting/coils',
    ])
    expect(cards[0]).toEqual({
      title: 'Air conditioners',
      icon: 'snowflake',
      url: '/resources/troubleshooting/air-conditioners',
    })
  })

  it('builds one card per maintenance tip page, the filter page included', () => {
    const cards = defaultMaintenanceCards()
    expect(cards).toHaveLength(10)
    expect(cards.map((card) => card.url)).toEqual(
      MAINTENANCE_SLUGS.map((slug) => `/resources/maintenance-tips/${slug}`),
    )
    expect(cards.find((card) => card.url.endsWith('/clean-or-change-filter'))).toMatchObject({
      title: 'Clean or change your filter',
      icon: 'filter',
    })
  })

  it('gives every card a distinct title and an icon the block can draw', () => {
    for (const cards of [defaultTroubleshootingCards(), defaultMaintenanceCards()]) {
      expect(new Set(cards.map((card) => card.title)).size).toBe(cards.length)
      for (const card of cards) expect(GUIDE_ICON_NAMES).toContain(card.icon)
    }
  })

  it('joins a section path and a slug with one slash', () => {
    expect(guidePath('/resources/troubleshooting/', 'coils')).toBe('/resources/troubleshooting/coils')
    expect(guideCards('/x', ['coils'])).toEqual([{ title: 'Coils', icon: 'coil', url: '/x/coils' }])
    expect(TROUBLESHOOTING_SLUGS).toHaveLength(10)
  })

  it('returns a new list each time, so one grid cannot change another default', () => {
    const first = defaultTroubleshootingCards()
    first.pop()
    expect(defaultTroubleshootingCards()).toHaveLength(10)
  })
})

describe('cardsForPage', () => {
  const cards = defaultTroubleshootingCards()

  it('leaves out the card of the page being shown, whatever its trailing slash or case', () => {
    const shown = cardsForPage(cards, '/Resources/Troubleshooting/Heat-Pumps/', true)
    expect(shown).toHaveLength(9)
    expect(shown.map((card) => card.title)).not.toContain('Heat pumps')
  })

  it('keeps every card on another page, with no page known, or when asked to keep them', () => {
    expect(cardsForPage(cards, '/resources/troubleshooting', true)).toHaveLength(10)
    expect(cardsForPage(cards, null, true)).toHaveLength(10)
    expect(cardsForPage(cards, '/resources/troubleshooting/coils', false)).toHaveLength(10)
  })
})

describe('linesOf', () => {
  it('splits at any line break and drops blank lines', () => {
    expect(linesOf(' You smell gas.\r\n\n  A breaker trips again. \rWater leaks ')).toEqual([
      'You smell gas.',
      'A breaker trips again.',
      'Water leaks',
    ])
    expect(linesOf(null)).toEqual([])
  })
})
