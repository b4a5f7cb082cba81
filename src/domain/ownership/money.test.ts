import { describe, expect, it } from 'vitest'

import { formatUsd, formatUsdRange } from './money'

describe('formatUsd', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatUsd(5400)).toBe('$5,400')
    expect(formatUsd(3400)).toBe('$3,400')
    expect(formatUsd(10000)).toBe('$10,000')
    expect(formatUsd(1234567)).toBe('$1,234,567')
    expect(formatUsd(999)).toBe('$999')
    expect(formatUsd(0)).toBe('$0')
  })

  it('rounds cents away and keeps a minus sign', () => {
    expect(formatUsd(5399.6)).toBe('$5,400')
    expect(formatUsd(-250)).toBe('-$250')
    expect(formatUsd(-0.2)).toBe('$0')
  })

  it('shows nothing for a value that is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('')
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('')
  })
})

describe('formatUsdRange', () => {
  it('joins the two ends with "to", low first', () => {
    expect(formatUsdRange(3000, 10000)).toBe('$3,000 to $10,000')
    expect(formatUsdRange(10000, 3000)).toBe('$3,000 to $10,000')
  })

  it('shows one price when both ends are the same', () => {
    expect(formatUsdRange(3000, 3000)).toBe('$3,000')
  })
})
