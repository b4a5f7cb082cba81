import { describe, expect, it } from 'vitest'

import { formatRebateAmount } from './format'

describe('formatRebateAmount', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatRebateAmount(2000)).toBe('$2,000')
    expect(formatRebateAmount(12500)).toBe('$12,500')
    expect(formatRebateAmount(0)).toBe('$0')
  })

  it('rounds cents to the nearest dollar', () => {
    expect(formatRebateAmount(1249.5)).toBe('$1,250')
    expect(formatRebateAmount(99.49)).toBe('$99')
  })
})
