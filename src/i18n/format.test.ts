import { describe, expect, it } from 'vitest'

import { formatCurrency, formatDayHours, formatDistance, formatPhone, formatTime } from './format'

// Intl separates some units and amounts with a no-break space (U+00A0) or a narrow one (U+202F).
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatting in a locale', () => {
  it('gives distances in miles in the US and in kilometres in Canada', () => {
    expect(formatDistance(12.34, 'en')).toBe('12.3 mi')
    expect(spaces(formatDistance(12.34, 'fr-CA'))).toBe('19,9 km')
  })

  it('gives money in dollars of the country', () => {
    expect(formatCurrency(1200, 'en')).toBe('$1,200')
    expect(spaces(formatCurrency(1200, 'fr-CA'))).toBe('1 200 $')
  })

  it('gives times on the 24-hour clock in Quebec', () => {
    const seven = new Date('2026-12-01T12:00:00Z')
    expect(spaces(formatTime(seven, 'en', 'America/New_York'))).toBe('7:00 AM')
    expect(spaces(formatTime(seven, 'fr-CA', 'America/Toronto'))).toBe('7 h 00')
    expect(spaces(formatTime(new Date('2026-12-01T22:30:00Z'), 'fr-CA', 'America/Toronto'))).toBe('17 h 30')
  })

  it('writes a phone number as each locale does, and leaves what is no number as given', () => {
    expect(formatPhone('18005550142', 'en')).toBe('(800) 555-0142')
    expect(formatPhone('800.555.0142', 'fr-CA')).toBe('800-555-0142')
    expect(formatPhone('call us', 'es')).toBe('call us')
  })

  it('writes a dealer’s day of hours on the language’s clock, and the whole day in its words', () => {
    expect(formatDayHours('8:00 AM - 5:00 PM', 'en', 'Open 24 hours')).toBe('8:00 AM - 5:00 PM')
    expect(spaces(formatDayHours('8:00 AM - 5:30 PM', 'fr-CA', 'Ouvert 24 h sur 24'))).toBe('8 h à 17 h 30')
    expect(spaces(formatDayHours('8:00 AM - 5:00 PM', 'es', 'Abierto las 24 horas'))).toBe(
      '8:00 a.m. – 5:00 p.m.',
    )
    expect(spaces(formatDayHours('7 AM - 12 PM, 1 PM - 4 PM', 'fr-CA', ''))).toBe('7 h à 12 h, 13 h à 16 h')
    expect(formatDayHours('Open 24 hours', 'es', 'Abierto las 24 horas')).toBe('Abierto las 24 horas')
    expect(formatDayHours('Open 24 hours', 'fr-CA', 'Ouvert 24 h sur 24')).toBe('Ouvert 24 h sur 24')
    // Hours the reader cannot make out stay as the dealer wrote them.
    expect(formatDayHours('By appointment', 'fr-CA', 'Ouvert 24 h sur 24')).toBe('By appointment')
  })
})
