import { describe, expect, it } from 'vitest'

import {
  HUB_START_TITLE,
  PRODUCT_HUB_SECTIONS,
  anchorFor,
  anchorFromHash,
  currentSectionIndex,
  currentSectionTitle,
  isAnchor,
  usableSections,
  validateAnchor,
} from './hub'

describe('product hub sections', () => {
  it('lists the specification’s eight sections in order, starting at Traditional split systems', () => {
    expect(PRODUCT_HUB_SECTIONS.map((s) => s.title)).toEqual([
      'Traditional split systems',
      'Heating and cooling products',
      'Thermostats',
      'Packaged systems',
      'Ductless systems (mini-split)',
      'Indoor air quality',
      'Smart connected features',
      'Light Commercial',
    ])
    expect(HUB_START_TITLE).toBe('Traditional split systems')
    expect(PRODUCT_HUB_SECTIONS.every((s) => isAnchor(s.anchor))).toBe(true)
  })

  it('titles the dropdown with the first section until one is chosen, then with the chosen one', () => {
    const sections = PRODUCT_HUB_SECTIONS
    expect(currentSectionTitle(sections, '')).toBe('Traditional split systems')
    expect(currentSectionTitle(sections, null)).toBe('Traditional split systems')
    expect(currentSectionTitle(sections, 'indoor-air-quality')).toBe('Indoor air quality')
    expect(currentSectionIndex(sections, 'light-commercial')).toBe(7)
  })

  it('falls back to the first section for an anchor that names no section', () => {
    expect(currentSectionTitle(PRODUCT_HUB_SECTIONS, 'not-a-section')).toBe('Traditional split systems')
    expect(currentSectionIndex(PRODUCT_HUB_SECTIONS, 'not-a-section')).toBe(0)
  })

  it('keeps the start title when there are no sections', () => {
    expect(currentSectionTitle([], 'anything')).toBe(HUB_START_TITLE)
  })

  it('reads the anchor from an address fragment', () => {
    expect(anchorFromHash('#heating-cooling')).toBe('heating-cooling')
    expect(anchorFromHash('heating-cooling')).toBe('heating-cooling')
    expect(anchorFromHash('')).toBe('')
    expect(anchorFromHash(undefined)).toBe('')
    expect(anchorFromHash('#%E0%A4%A')).toBe('%E0%A4%A')
  })

  it('accepts lower-case dashed anchors only', () => {
    expect(['heating-cooling', 'a1', 'coils'].every(isAnchor)).toBe(true)
    for (const bad of ['', 'Heating', '1st', 'a--b', '-a', 'a-', 'a b', '#a', '<x>'])
      expect(isAnchor(bad)).toBe(false)
    expect(validateAnchor('coils')).toBe(true)
    expect(validateAnchor('Coils')).toMatch(/lower-case/)
  })

  it('drops sections without a title or a valid anchor, and repeats of an anchor', () => {
    const kept = usableSections([
      { title: ' Thermostats ', anchor: 'thermostat-controls' },
      { title: '', anchor: 'empty' },
      { title: 'Bad', anchor: 'Bad Anchor' },
      { title: 'Again', anchor: 'thermostat-controls' },
      { title: 'Coils', anchor: 'coils', extra: 1 },
    ])
    expect(kept).toEqual([
      { title: 'Thermostats', anchor: 'thermostat-controls' },
      { title: 'Coils', anchor: 'coils', extra: 1 },
    ])
    expect(usableSections(null)).toEqual([])
  })

  it('makes unique anchors from labels', () => {
    const taken = new Set<string>()
    expect(anchorFor('Sales & support', taken)).toBe('sales-support')
    expect(anchorFor('Sales & support', taken)).toBe('sales-support-2')
    expect(anchorFor('2024 Guides')).toBe('guides')
    expect(anchorFor('!!!')).toBe('section')
  })
})
