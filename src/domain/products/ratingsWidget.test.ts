import { describe, expect, it } from 'vitest'

import {
  PRODUCT_ID_MESSAGE,
  ratingsWidgetScriptSrc,
  reviewProductId,
  validateReviewProductId,
} from './ratingsWidget'

describe('ratings widget', () => {
  it('loads only an https script of another site', () => {
    expect(ratingsWidgetScriptSrc('https://ratings.example.com/widget.js')).toBe(
      'https://ratings.example.com/widget.js',
    )
    for (const bad of [null, '', 'http://ratings.example.com/w.js', '/w.js', 'javascript:alert(1)'])
      expect(ratingsWidgetScriptSrc(bad), String(bad)).toBeNull()
  })

  it('keys a product by a plain id, trimmed', () => {
    expect(reviewProductId(' AL16-2S.v2_a ')).toBe('AL16-2S.v2_a')
    for (const bad of [null, '', '   ', 'a b', '"><script>', 'x'.repeat(65)])
      expect(reviewProductId(bad), String(bad)).toBeNull()
  })

  it('tells editors what a product id may hold', () => {
    expect(validateReviewProductId('AL16')).toBe(true)
    expect(validateReviewProductId('AL 16')).toBe(PRODUCT_ID_MESSAGE)
    expect(validateReviewProductId(undefined)).toBe(PRODUCT_ID_MESSAGE)
  })
})
