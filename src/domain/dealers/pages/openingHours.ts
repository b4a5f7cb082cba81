/**
 * Opening hours as dealers write them per weekday ('8:00 AM - 5:00 PM', 'Closed', 'Open 24 hours', blank for
 * closed), read into minutes of the day, and whether a dealer is open at a moment in its own time zone.
 */

export const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type WeekDay = (typeof WEEK)[number]
export type WeekHours = Partial<Record<WeekDay, string | null | undefined>>

const SHORT: Record<WeekDay, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
}
const SCHEMA_DAY: Record<WeekDay, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/** Minutes after midnight; `close` past 1440 runs into the next day (overnight hours), 1440 is midnight. */
export type Interval = { open: number; close: number }

const TIME = /(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?/i
const DAY_MINUTES = 24 * 60

function minutesOf(text: string): number | null {
  const m = TIME.exec(text)
  if (!m) return null
  const hour = Number(m[1])
  const minute = Number(m[2] ?? 0)
  if (hour < 1 || hour > 12 || minute > 59) return null
  return ((hour % 12) + (m[3]!.toLowerCase() === 'p' ? 12 : 0)) * 60 + minute
}

/**
 * One day's text as intervals: [] when closed or unreadable, the whole day for 'Open 24 hours'. Several
 * ranges may be separated by commas ('8:00 AM - 12:00 PM, 1:00 PM - 5:00 PM').
 */
export function parseDayHours(text: string | null | undefined): Interval[] {
  const value = (text ?? '').trim()
  if (!value || /closed/i.test(value)) return []
  if (/24\s*(hours|hrs|h)/i.test(value)) return [{ open: 0, close: DAY_MINUTES }]
  return value.split(/,|;/).flatMap((range) => {
    const [from, to] = range.split(/\s*(?:-|–|—|to)\s*/i)
    const open = minutesOf(from ?? '')
    const close = minutesOf(to ?? '')
    if (open === null || close === null || open === close) return []
    return [{ open, close: close > open ? close : close + DAY_MINUTES }]
  })
}

/** '8:00 AM', '12:30 PM', '12:00 AM' for midnight. */
export function clockText(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES
  const hour = Math.floor(m / 60)
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(m % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/** The weekday (Monday 0) and minute of the day of a moment in a time zone. */
export function localTime(now: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const day = WEEK.findIndex((d) => SHORT[d] === get('weekday'))
  return { day, minute: (Number(get('hour')) % 24) * 60 + Number(get('minute')) }
}

/**
 * Whether the dealer is open now, in English (`text`), and when it opens next: `minute` of the day and, when that
 * is on another day, `day` (WEEK's index, Monday 0), for the page to say it in its own language.
 */
export type OpeningStatus = { open: boolean; text: string; next?: { minute: number; day: number | null } }

/**
 * 'Open now', or when the next opening is: 'Closed, opens 8:00 AM' later today, 'Closed, opens Mon 8:00 AM'
 * on another day; null when the dealer lists no hours at all or never opens.
 */
export function openingStatus(hours: WeekHours, now: Date, timeZone: string): OpeningStatus | null {
  const week = WEEK.map((d) => parseDayHours(hours[d]))
  if (week.every((day) => day.length === 0)) return null
  const { day, minute } = localTime(now, timeZone)
  const today = week[day] ?? []
  const yesterday = week[(day + 6) % 7] ?? []
  const open =
    today.some((i) => i.open <= minute && minute < i.close) ||
    yesterday.some((i) => i.close > DAY_MINUTES && minute < i.close - DAY_MINUTES)
  if (open) return { open: true, text: 'Open now' }
  const later = today.filter((i) => i.open > minute).sort((a, b) => a.open - b.open)[0]
  if (later)
    return {
      open: false,
      text: `Closed, opens ${clockText(later.open)}`,
      next: { minute: later.open, day: null },
    }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const index = (day + ahead) % 7
    const first = [...(week[index] ?? [])].sort((a, b) => a.open - b.open)[0]
    if (first)
      return {
        open: false,
        text: `Closed, opens ${SHORT[WEEK[index]!]} ${clockText(first.open)}`,
        next: { minute: first.open, day: index },
      }
  }
  return null
}

const hhmm = (minutes: number) => {
  const m = minutes >= DAY_MINUTES && minutes - DAY_MINUTES === 0 ? DAY_MINUTES - 1 : minutes % DAY_MINUTES
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

export type OpeningHoursSpec = { dayOfWeek: string[]; opens: string; closes: string }

/**
 * schema.org OpeningHoursSpecification entries, days with the same hours together; the whole day is
 * 00:00–23:59 (Google's form for open 24 hours); overnight hours close on the next day's clock.
 */
export function openingHoursSpecification(hours: WeekHours): OpeningHoursSpec[] {
  const specs: OpeningHoursSpec[] = []
  for (const day of WEEK) {
    for (const interval of parseDayHours(hours[day])) {
      const opens = hhmm(interval.open)
      const closes = interval.open === 0 && interval.close === DAY_MINUTES ? '23:59' : hhmm(interval.close)
      const same = specs.find((s) => s.opens === opens && s.closes === closes)
      const dayName = `https://schema.org/${SCHEMA_DAY[day]}`
      if (same) same.dayOfWeek.push(dayName)
      else specs.push({ dayOfWeek: [dayName], opens, closes })
    }
  }
  return specs
}
