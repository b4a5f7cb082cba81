import { describe, expect, it } from 'vitest'

import { clockText, openingHoursSpecification, openingStatus, parseDayHours } from './openingHours'
import { dealerTimeZone } from './timeZone'

const weekdays = {
  mon: '8:00 AM - 5:00 PM',
  tue: '8:00 AM - 5:00 PM',
  wed: '8:00 AM - 5:00 PM',
  thu: '8:00 AM - 5:00 PM',
  fri: '8:00 AM - 3:00 PM',
  sat: 'Closed',
  sun: '',
}
const NY = 'America/New_York'

describe('a day’s hours', () => {
  it('read ranges, closed days and whole days', () => {
    expect(parseDayHours('8:00 AM - 5:00 PM')).toEqual([{ open: 480, close: 1020 }])
    expect(parseDayHours('7:30 am – 12 pm, 1:00 PM - 4:30 PM')).toEqual([
      { open: 450, close: 720 },
      { open: 780, close: 990 },
    ])
    expect(parseDayHours('Closed')).toEqual([])
    expect(parseDayHours(null)).toEqual([])
    expect(parseDayHours('Open 24 hours')).toEqual([{ open: 0, close: 1440 }])
    expect(parseDayHours('8:00 PM - 2:00 AM')).toEqual([{ open: 1200, close: 1560 }])
    expect(clockText(0)).toBe('12:00 AM')
    expect(clockText(750)).toBe('12:30 PM')
  })
})

describe('open now', () => {
  // Wednesday 2026-12-02 15:00 UTC is 10:00 AM in New York and 7:00 AM in Los Angeles.
  const wednesday10amNY = new Date('2026-12-02T15:00:00Z')

  it('is worked out in the dealer’s own time zone', () => {
    expect(openingStatus(weekdays, wednesday10amNY, NY)).toEqual({ open: true, text: 'Open now' })
    expect(openingStatus(weekdays, wednesday10amNY, 'America/Los_Angeles')).toEqual({
      open: false,
      text: 'Closed, opens 8:00 AM',
      next: { minute: 8 * 60, day: null },
    })
  })

  it('names the day of the next opening past closed days', () => {
    // Friday 2026-12-04 at 4:00 PM in New York: closed at 3, Saturday and Sunday closed.
    expect(openingStatus(weekdays, new Date('2026-12-04T21:00:00Z'), NY)).toEqual({
      open: false,
      text: 'Closed, opens Mon 8:00 AM',
      next: { minute: 8 * 60, day: 0 },
    })
  })

  it('keeps an overnight range open after midnight', () => {
    const late = { fri: '8:00 PM - 2:00 AM' }
    // Saturday 2026-12-05 1:00 AM in New York.
    expect(openingStatus(late, new Date('2026-12-05T06:00:00Z'), NY)?.text).toBe('Open now')
    // Saturday 3:00 AM: closed until next Friday.
    expect(openingStatus(late, new Date('2026-12-05T08:00:00Z'), NY)?.text).toBe('Closed, opens Fri 8:00 PM')
  })

  it('is open at any hour for a dealer open 24 hours, and says nothing without hours', () => {
    const always = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, 'Open 24 hours']),
    )
    expect(openingStatus(always, new Date('2026-12-06T08:00:00Z'), NY)?.text).toBe('Open now')
    expect(openingStatus({}, wednesday10amNY, NY)).toBeNull()
    expect(openingStatus({ mon: 'Closed' }, wednesday10amNY, NY)).toBeNull()
  })
})

describe('time zones', () => {
  it('come from the state or province, and the longitude where one spans two zones', () => {
    expect(dealerTimeZone('NY')).toBe(NY)
    expect(dealerTimeZone('bc')).toBe('America/Vancouver')
    expect(dealerTimeZone('AZ')).toBe('America/Phoenix')
    expect(dealerTimeZone('FL', -87.2)).toBe('America/Chicago') // Pensacola
    expect(dealerTimeZone('FL', -80.2)).toBe(NY) // Miami
    expect(dealerTimeZone('TX', -106.4)).toBe('America/Denver') // El Paso
    expect(dealerTimeZone('ID', -116.8, 47.7)).toBe('America/Los_Angeles') // Coeur d'Alene
    expect(dealerTimeZone('ID', -116.2, 43.6)).toBe('America/Boise')
    expect(dealerTimeZone('ON', -94.5)).toBe('America/Winnipeg') // Kenora
    expect(dealerTimeZone('ON', -89.2)).toBe('America/Toronto') // Thunder Bay
    expect(dealerTimeZone('??')).toBe(NY)
  })
})

describe('schema.org opening hours', () => {
  it('group days with the same hours and give whole days as 00:00–23:59', () => {
    expect(openingHoursSpecification(weekdays)).toEqual([
      {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((d) => `https://schema.org/${d}`),
        opens: '08:00',
        closes: '17:00',
      },
      { dayOfWeek: ['https://schema.org/Friday'], opens: '08:00', closes: '15:00' },
    ])
    expect(openingHoursSpecification({ sun: 'Open 24 hours', sat: '8:00 PM - 2:00 AM' })).toEqual([
      { dayOfWeek: ['https://schema.org/Saturday'], opens: '20:00', closes: '02:00' },
      { dayOfWeek: ['https://schema.org/Sunday'], opens: '00:00', closes: '23:59' },
    ])
  })
})
