import { describe, expect, it } from 'vitest'

import {
  assignPagePaths,
  basePagePath,
  choosePagePath,
  cityPath,
  normalizeDealerPath,
  pathSegments,
  slugify,
  statePath,
} from './pagePath'

const harrowgate = {
  name: 'Harrowgate & Brindle Mechanical',
  city: 'New York',
  state: 'NY',
  companyID: 100123,
}

describe('dealer page addresses', () => {
  it('are the state, the city and the name, lower-case and dashed, with a trailing slash', () => {
    expect(basePagePath(harrowgate)).toBe('/dealers/ny/new-york/harrowgate-brindle-mechanical/')
    expect(statePath('ON')).toBe('/dealers/on/')
    expect(cityPath('QC', 'Montréal')).toBe('/dealers/qc/montreal/')
  })

  it('fold accents and punctuation, and never end a segment with a dash', () => {
    expect(slugify('  Café Nord  (Sons) ')).toBe('cafe-nord-sons')
    expect(slugify(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79))
  })

  it('leave a dealer without a state, a city or a usable name without a page', () => {
    expect(basePagePath({ ...harrowgate, city: null })).toBeNull()
    expect(basePagePath({ ...harrowgate, state: '' })).toBeNull()
    expect(basePagePath({ ...harrowgate, name: '***' })).toBeNull()
  })

  it('give the later of two namesakes in one city its company id', () => {
    const twin = { ...harrowgate, companyID: 100456 }
    const other = { ...harrowgate, city: 'Albany' }
    expect(assignPagePaths([harrowgate, twin, other])).toEqual([
      '/dealers/ny/new-york/harrowgate-brindle-mechanical/',
      '/dealers/ny/new-york/harrowgate-brindle-mechanical-100456/',
      '/dealers/ny/albany/harrowgate-brindle-mechanical/',
    ])
    expect(choosePagePath(twin, () => false)).toBe('/dealers/ny/new-york/harrowgate-brindle-mechanical/')
  })

  it('read a request path into the stored form, refusing anything else', () => {
    expect(normalizeDealerPath(['NY', 'New-York', 'harrowgate-brindle-mechanical'])).toBe(
      '/dealers/ny/new-york/harrowgate-brindle-mechanical/',
    )
    expect(normalizeDealerPath(['ny', 'new york', 'x'])).toBeNull()
    expect(normalizeDealerPath(['ny', 'new-york'])).toBeNull()
    expect(normalizeDealerPath(['ny', '..', 'x'])).toBeNull()
    expect(pathSegments('/dealers/ny/new-york/x/')).toEqual({ state: 'ny', city: 'new-york', name: 'x' })
    expect(pathSegments('/dealers/ny/')).toBeNull()
  })
})
