import { describe, expect, it } from 'vitest'

import {
  categoryLabel,
  formatPostDate,
  isoDay,
  isPostSlug,
  pickRelated,
  POST_SLUG_MESSAGE,
  postUri,
  relatedLimit,
  slugify,
  validatePostSlug,
} from './posts'

describe('post slugs', () => {
  it('accept lower-case words joined by single hyphens', () => {
    for (const ok of ['heat-pumps', 'seer2-explained', 'a', '2026-rebates'])
      expect(isPostSlug(ok), ok).toBe(true)
  })

  it('refuse capitals, spaces, slashes, double or outer hyphens and overlong slugs', () => {
    for (const bad of [
      '',
      'Heat-pumps',
      'heat pumps',
      'heat/pumps',
      'heat--pumps',
      '-heat',
      'heat-',
      'x'.repeat(81),
    ])
      expect(isPostSlug(bad), bad).toBe(false)
    expect(validatePostSlug('Bad Slug')).toBe(POST_SLUG_MESSAGE)
    expect(validatePostSlug(null)).toBe(POST_SLUG_MESSAGE)
    expect(validatePostSlug('good-slug')).toBe(true)
  })

  it('are made from titles', () => {
    expect(slugify('SEER2 & You: What’s New?')).toBe('seer2-you-whats-new')
    expect(slugify('  Café   comfort  ')).toBe('cafe-comfort')
    expect(isPostSlug(slugify('x'.repeat(100)))).toBe(true)
  })

  it('live under /blog', () => {
    expect(postUri('how-heat-pumps-work')).toBe('/blog/how-heat-pumps-work')
  })
})

describe('categories and dates', () => {
  it('show the category’s name', () => {
    expect(categoryLabel('buying-guide')).toBe('Buying guide')
    expect(categoryLabel('energy-savings')).toBe('Energy savings')
    expect(categoryLabel('other')).toBe('other')
    expect(categoryLabel(null)).toBe('')
  })

  it('print the calendar day in words and for machines', () => {
    expect(formatPostDate('2026-03-04T12:00:00.000Z')).toBe('March 4, 2026')
    expect(formatPostDate('not a date')).toBe('')
    expect(isoDay('2026-03-04T12:00:00.000Z')).toBe('2026-03-04')
    expect(isoDay(undefined)).toBeUndefined()
  })
})

describe('related articles', () => {
  it('show 3 unless set, between 1 and 6', () => {
    expect(relatedLimit(undefined)).toBe(3)
    expect(relatedLimit(0)).toBe(1)
    expect(relatedLimit(4.7)).toBe(4)
    expect(relatedLimit(50)).toBe(6)
  })

  it('take chosen posts first, then the latest, without repeats or the post being read', () => {
    const p = (id: number) => ({ id })
    expect(pickRelated([p(5), p(2)], [p(9), p(5), p(8)], 3)).toEqual([p(5), p(2), p(9)])
    expect(pickRelated([], [p(1), p(2), p(3), p(4)], 3, 2)).toEqual([p(1), p(3), p(4)])
    expect(pickRelated([p(1), p(1)], [], 3)).toEqual([p(1)])
  })
})
