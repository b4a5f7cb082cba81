/**
 * The booking dialog offers a day from tomorrow to 14 days ahead. The browser computes that range in the
 * visitor's calendar; the server, which does not know the visitor's time zone, accepts UTC today to UTC
 * today + 14, which holds every visitor's "tomorrow .. +14" for the time zones of the US and Canada.
 */
export const BOOKING_DAYS_AHEAD = 14

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day of `date` in the visitor's local time as YYYY-MM-DD. */
export const localIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

function addLocalDays(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
}

/** The min and max of the date input, in the visitor's calendar. */
export function bookingDateRange(now: Date): { min: string; max: string } {
  return {
    min: localIsoDate(addLocalDays(now, 1)),
    max: localIsoDate(addLocalDays(now, BOOKING_DAYS_AHEAD)),
  }
}

/** Days since 1970-01-01 of a YYYY-MM-DD string, or null when it names no real day. */
export function isoDayNumber(value: string): number | null {
  const m = ISO_DATE.exec(value)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const time = Date.UTC(y, mo - 1, d)
  const back = new Date(time)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null
  return time / 86_400_000
}

/** The server's check: a real day from UTC today to UTC today + 14. */
export function isBookableDate(value: string, now: Date): boolean {
  const day = isoDayNumber(value)
  if (day === null) return false
  const today = Math.floor(now.getTime() / 86_400_000)
  return day >= today && day <= today + BOOKING_DAYS_AHEAD
}

export const BOOKING_WINDOWS = [
  { value: 'morning', label: 'Morning (8am–12pm)' },
  { value: 'afternoon', label: 'Afternoon (12pm–4pm)' },
  { value: 'evening', label: 'Evening (4pm–7pm)' },
] as const

export type BookingWindow = (typeof BOOKING_WINDOWS)[number]['value']
