import { describe, expect, it } from 'vitest'

import { bookingDateRange, isBookableDate, isoDayNumber } from './bookingDates'

describe('booking dates', () => {
  const now = new Date('2026-03-10T15:00:00Z')
  it('offers tomorrow to 14 days ahead in the visitor calendar', () => {
    const local = new Date(2026, 2, 10, 12)
    expect(bookingDateRange(local)).toEqual({ min: '2026-03-11', max: '2026-03-24' })
  })
  it('accepts UTC today to UTC today + 14 on the server', () => {
    expect(isBookableDate('2026-03-10', now)).toBe(true)
    expect(isBookableDate('2026-03-24', now)).toBe(true)
    expect(isBookableDate('2026-03-09', now)).toBe(false)
    expect(isBookableDate('2026-03-25', now)).toBe(false)
  })
  it('refuses days that do not exist and other shapes', () => {
    expect(isoDayNumber('2026-02-30')).toBeNull()
    expect(isoDayNumber('2026-3-1')).toBeNull()
    expect(isBookableDate('tomorrow', now)).toBe(false)
  })
})
