import type { LocatorDealer } from './types'

/** Spec §9: names longer than this switch the card to its long-name layout. */
export const LONG_NAME_LENGTH = 24

export const hasLongName = (name: string): boolean => name.length > LONG_NAME_LENGTH

/**
 * The number a visitor calls (spec §3): an assigned number of type 'value-brand' replaces phone1, without
 * its first character (the tracking service stores it with a leading country digit).
 */
export function displayPhone(dealer: LocatorDealer): string | null {
  const assigned = dealer.whodis?.assignedNumbers.find((n) => n.numberType === 'value-brand')
  if (assigned && assigned.number.length > 1) return assigned.number.slice(1)
  return dealer.data.phone1 || null
}

/**
 * A phone number as people read it: ten North American digits (with or without the leading 1) as
 * '(411) 555-0114'; anything else as the dealer gave it.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10 || /[^\d\s().+-]/.test(phone)) return phone
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
}

/** A tel: address for a phone number as printed ("(555) 010-1234" → "tel:5550101234"). */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '')
  return digits.length >= 7 ? `tel:${digits}` : null
}

export const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type DayKey = (typeof DAY_KEYS)[number]
export const DAY_NAMES: Record<DayKey, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}
const WEEK_ORDER: DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

/**
 * The week's hours Monday first, each day as the dealer wrote it (through `dayText`, which writes it in the
 * page's language) or `closed` ('Closed') when blank.
 */
export function weekHoursList(
  dealer: LocatorDealer,
  closed = 'Closed',
  dayText: (text: string) => string = (text) => text,
): { day: DayKey; name: string; hours: string }[] {
  const hours = dealer.data.dealerInfo?.data?.weekHours
  if (!hours) return []
  // A day left blank, or written 'Closed' (as the dealer feed writes it), reads as the page's word for closed.
  const shown = (text: string | null | undefined) => {
    const value = text?.trim()
    return value && !/^closed$/i.test(value) ? dayText(value) : closed
  }
  return WEEK_ORDER.map((day) => ({ day, name: DAY_NAMES[day], hours: shown(hours[day]) }))
}

/** Today's hours (`dayIndex` as Date#getDay: 0 is Sunday), or null when the dealer lists none. */
export function todaysHours(
  dealer: LocatorDealer,
  dayIndex: number,
  closed = 'Closed',
  dayText?: (text: string) => string,
): string | null {
  const day = DAY_KEYS[((dayIndex % 7) + 7) % 7]!
  return weekHoursList(dealer, closed, dayText).find((d) => d.day === day)?.hours ?? null
}

/** The address lines shown on the card; empty when the dealer keeps its address private (showAddress). */
export function addressLines(dealer: LocatorDealer): string[] {
  if (!dealer.data.showAddress) return []
  const { addressLine1, addressLine2, city, state, zipcode } = dealer.data
  const place = [city, [state, zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [addressLine1, addressLine2, place].filter((l): l is string => Boolean(l?.trim()))
}

/** A maps search for the dealer: its street address when shown, otherwise its town. */
export function directionsUrl(dealer: LocatorDealer): string | null {
  const { name, city, state, zipcode } = dealer.data
  const lines = addressLines(dealer)
  const query = lines.length
    ? [name, ...lines].join(', ')
    : [name, city, state, zipcode].filter(Boolean).join(', ')
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null
}

/** '12.3 mi away'; null when the dealer came without a distance (single-dealer mode). */
export const distanceText = (dealer: LocatorDealer): string | null =>
  typeof dealer.distance === 'number' ? `${dealer.distance.toFixed(1)} mi away` : null

/** '0 Google Reviews' when there are none (spec §9), '1 Google Review', '12 Google Reviews'. */
export function reviewCountText(count: number): string {
  return `${count} Google Review${count === 1 ? '' : 's'}`
}
