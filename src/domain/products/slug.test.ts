import { describe, expect, it } from 'vitest'

import { isSlug, validateSlug } from './slug'

describe('slugs', () => {
  it('are one path segment of lower-case words', () => {
    expect(isSlug('air-conditioners')).toBe(true)
    expect(isSlug('ac14')).toBe(true)
    for (const bad of ['Air', 'air conditioners', 'a/b', 'a--b', '-a', ''])
      expect(isSlug(bad), bad).toBe(false)
    expect(validateSlug('heat pumps')).toMatch(/lower-case letters/)
    expect(validateSlug(undefined)).toMatch(/lower-case letters/)
    expect(validateSlug('heat-pumps')).toBe(true)
  })
})
