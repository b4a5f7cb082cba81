import { DEFAULT_LOCALE, type Locale } from '@/config/locales'
import { parseDayHours } from '@/domain/dealers/pages/openingHours'

/**
 * Dates, times, distances, money and phone numbers in a locale's own way, through Intl. Canada measures in
 * kilometres and pays in Canadian dollars; the US (English and Spanish) in miles and US dollars.
 */
/** The region each language serves: US Spanish writes 12.3 (Spain writes 12,3), Quebec 19,8. */
const INTL_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-US', 'fr-CA': 'fr-CA' }
/** The BCP 47 tag Intl gets for a locale (its region decides separators and plural rules). */
export const intlTag = (locale: Locale): string => INTL_TAG[locale]
const tag = intlTag

export const KM_PER_MILE = 1.609344

export const usesKilometres = (locale: Locale): boolean => locale === 'fr-CA'

/** '12.3 mi' (en), '12.3 mi' (es), '19,8 km' (fr-CA): one decimal, the locale's unit and separators. */
export function formatDistance(miles: number, locale: Locale): string {
  const km = usesKilometres(locale)
  return new Intl.NumberFormat(tag(locale), {
    style: 'unit',
    unit: km ? 'kilometer' : 'mile',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km ? miles * KM_PER_MILE : miles)
}

/** A plain number the locale's way, at most `fractionDigits` decimals: '4,200' (en), '4 200' (fr-CA), '99,98'. */
export function formatNumber(value: number, locale: Locale, fractionDigits = 2): string {
  return new Intl.NumberFormat(tag(locale), { maximumFractionDigits: fractionDigits }).format(value)
}

export const currencyOf = (locale: Locale): 'USD' | 'CAD' => (locale === 'fr-CA' ? 'CAD' : 'USD')

/** '$1,200' (en), '1200 US$' style per locale; whole amounts unless `cents`. */
export function formatCurrency(amount: number, locale: Locale, cents = false): string {
  return new Intl.NumberFormat(tag(locale), {
    style: 'currency',
    currency: currencyOf(locale),
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount)
}

/**
 * An amount the site states in US dollars whatever the visitor's country (the pricing guide), in whole dollars the
 * locale's way: '$5,400' (en, es), '5 400 $ US' (fr-CA); nothing for a number that is not finite.
 */
export function formatUsDollars(amount: number, locale: Locale): string {
  if (!Number.isFinite(amount)) return ''
  return new Intl.NumberFormat(tag(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount)
}

/** 'Monday, December 7' (en), 'lunes, 7 de diciembre' (es), 'lundi 7 décembre' (fr-CA), in `timeZone`. */
export function formatDate(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(tag(locale), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date)
}

/** 'December 7, 2026' (en), '7 de diciembre de 2026' (es), '7 décembre 2026' (fr-CA), in `timeZone`. */
export function formatLongDate(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(tag(locale), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date)
}

/** A weekday's name, `dayIndex` as Date#getDay (0 is Sunday): 'Monday', 'lunes', 'lundi'. */
export function weekdayName(dayIndex: number, locale: Locale): string {
  // 2024-01-07 was a Sunday.
  const date = new Date(Date.UTC(2024, 0, 7 + (((dayIndex % 7) + 7) % 7)))
  return new Intl.DateTimeFormat(tag(locale), { weekday: 'long', timeZone: 'UTC' }).format(date)
}

/** '7:00 AM' (en), '7:00 a.m.' (es), '07 h 00' (fr-CA: the 24-hour clock), in `timeZone`. */
export function formatTime(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(tag(locale), {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: locale === 'fr-CA' ? 'h23' : 'h12',
    timeZone,
  }).format(date)
}

/**
 * A North American number as each locale writes it: '(555) 123-4567' in the US, '555-123-4567' in Quebec.
 * Anything that is not ten digits (after an optional 1) is returned as it was given.
 */
export function formatPhone(phone: string, locale: Locale): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  if (digits.length !== 10) return phone
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]
  return locale === 'fr-CA' ? `${area}-${exchange}-${line}` : `(${area}) ${exchange}-${line}`
}

const DAY_MINUTES = 24 * 60

/** A minute of the day on the language's clock: '8:00 a.m.' (es), '8 h' and '17 h 30' (fr-CA). */
function dayClock(minutes: number, locale: Locale): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES
  if (locale === 'fr-CA') {
    const hour = Math.floor(m / 60)
    const minute = m % 60
    return `${hour}\u00a0h${minute ? `\u00a0${String(minute).padStart(2, '0')}` : ''}`
  }
  return new Intl.DateTimeFormat(tag(locale), {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, 0, m)))
}

/**
 * One day's hours as a dealer wrote them ('8:00 AM - 5:00 PM', 'Open 24 hours') in the page's language:
 * English as written; Spanish '8:00 a.m. – 5:00 p.m.'; French '8 h à 17 h'; the whole day as `allDay`. Hours
 * the reader cannot make out are shown as written.
 */
export function formatDayHours(text: string, locale: Locale, allDay: string): string {
  if (locale === DEFAULT_LOCALE) return text
  const intervals = parseDayHours(text)
  if (!intervals.length) return text
  if (intervals.length === 1 && intervals[0]!.open === 0 && intervals[0]!.close === DAY_MINUTES) return allDay
  return intervals
    .map(({ open, close }) =>
      locale === 'fr-CA'
        ? `${dayClock(open, locale)} à ${dayClock(close, locale)}`
        : `${dayClock(open, locale)} – ${dayClock(close, locale)}`,
    )
    .join(', ')
}
