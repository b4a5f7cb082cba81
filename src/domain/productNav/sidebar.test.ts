import { describe, expect, it } from 'vitest'

import { CATEGORY_ANCHORS, PRODUCT_CATEGORIES, currentCategory } from './sidebar'

describe('product-category sidebar', () => {
  it('names the specification’s twelve categories by their anchors, in order', () => {
    expect(CATEGORY_ANCHORS).toEqual([
      'heating-cooling',
      'air-conditioners',
      'furnaces',
      'heat-pumps',
      'air-handlers',
      'coils',
      'thermostat-controls',
      'packaged-system',
      'ductless-systems',
      'indoor-air-quality',
      'smart-connected-features',
      'light-commercial',
    ])
  })

  const at = (path: string | null, chosen?: string) => {
    const found = currentCategory(PRODUCT_CATEGORIES, path, chosen)
    return found && [PRODUCT_CATEGORIES[found.index]!.anchor, found.mark]
  }

  it('marks the item that is the page itself', () => {
    expect(at('/products/indoor-air-quality')).toEqual(['indoor-air-quality', 'page'])
    expect(at('/Products/Furnaces/')).toEqual(['furnaces', 'page'])
  })

  it('marks the category a page sits inside', () => {
    expect(at('/products/indoor-air-quality/air-purification/cleaneffects')).toEqual([
      'indoor-air-quality',
      'true',
    ])
    expect(at('/products/coils/comfort-coil/')).toEqual(['coils', 'true'])
  })

  it('never marks a link into another page’s section by the address alone', () => {
    expect(at('/products')).toBeNull()
    expect(at('/products/thermostat-controls/smart-thermostats')).toBeNull()
  })

  it('marks the category the editor chose, as the page when it links to it', () => {
    expect(at('/products/thermostat-controls/smart-thermostats', 'thermostat-controls')).toEqual([
      'thermostat-controls',
      'true',
    ])
    expect(at('/products/light-commercial', 'light-commercial')).toEqual(['light-commercial', 'page'])
    expect(at('/products/furnaces', 'unknown')).toEqual(['furnaces', 'page'])
  })

  it('marks nothing outside a page or off the product pages', () => {
    expect(at(null)).toBeNull()
    expect(at('/pricing/leasing')).toBeNull()
  })
})
