/**
 * Times for the schedule drawer, read in a chosen time zone rather than the browser's: what an editor picks is
 * a wall-clock time in that zone, and a publication is due at the instant it names. Plain Intl, usable in the
 * browser and on the server alike, and the one rule for "in the past".
 */

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number }

const partsFormat = new Map<string, Intl.DateTimeFormat>()

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    partsFormat.set(timeZone, format)
  }
  return format
}

/** The wall-clock time an instant shows in a time zone (to the minute). */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const parts = formatFor(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  }
}

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallTimeIn(new Date(instant), timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)
  return asUtc - Math.floor(instant / 60_000) * 60_000
}

/**
 * The instant a wall-clock time in a zone names. A time skipped by a daylight-saving change (2:30 on the spring
 * morning) is read with the offset before the change, so it lands just after it, as clocks do.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  const first = asUtc - offsetAt(asUtc, timeZone)
  const second = asUtc - offsetAt(first, timeZone)
  return new Date(second === first ? first : Math.max(first, second))
}

/** The browser-local Date whose fields show `instant` as `timeZone`'s clock does (what the date picker displays). */
export function pickerDateFor(instant: Date, timeZone: string): Date {
  const w = wallTimeIn(instant, timeZone)
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute)
}

/** The instant a date picked in the browser (its local fields) names when read in `timeZone`. */
export function instantFromPicker(picked: Date, timeZone: string): Date {
  return instantOf(
    {
      year: picked.getFullYear(),
      month: picked.getMonth() + 1,
      day: picked.getDate(),
      hour: picked.getHours(),
      minute: picked.getMinutes(),
    },
    timeZone,
  )
}

/** "Nov 28, 2026, 9:05 AM EST": an instant as a person in `timeZone` reads it. */
export function formatIn(instant: Date, timeZone: string): string {
  return instant.toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

export const NO_TIME_MESSAGE = 'Choose the date and time it should happen.'

/** The refusal of a time that is not after now, naming it in the zone it was picked in. */
export const pastTimeMessage = (instant: Date, timeZone: string): string =>
  `${formatIn(instant, timeZone)} has already passed. Choose a time later than now.`

/**
 * Why a scheduled publication at `at` cannot be queued, or undefined when it can: it needs a time, and one
 * after now (a publication for "now" is the Publish button's work).
 */
export function scheduleTimeProblem(
  at: unknown,
  timeZone: string,
  now: number = Date.now(),
): string | undefined {
  const instant =
    at instanceof Date ? at : typeof at === 'string' || typeof at === 'number' ? new Date(at) : null
  if (!instant || Number.isNaN(instant.getTime())) return NO_TIME_MESSAGE
  return instant.getTime() <= now ? pastTimeMessage(instant, timeZone) : undefined
}

export type PublishType = 'publish' | 'unpublish'

/**
 * The action the schedule drawer starts with: Unpublish only for a published page with nothing new to publish;
 * Publish for a draft never published and for a page with changes not yet published.
 */
export function defaultScheduleType(state: {
  hasPublishedDoc: boolean
  unpublishedVersionCount: number
  modified: boolean
}): PublishType {
  return state.hasPublishedDoc && state.unpublishedVersionCount === 0 && !state.modified
    ? 'unpublish'
    : 'publish'
}
