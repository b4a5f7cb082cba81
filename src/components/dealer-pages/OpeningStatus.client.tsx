'use client'

import { useEffect, useState } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/config/locales'
import {
  openingStatus,
  type OpeningStatus as Status,
  type WeekHours,
} from '@/domain/dealers/pages/openingHours'
import { intlTag } from '@/i18n/format'

const MINUTE = 60_000

/** The status line's words in the page's language, from the server: `{time}` and `{day}` are filled in here. */
export type OpeningStatusWords = { openNow: string; opensAt: string; opensOn: string }

/** The status in a language other than English: its clock and its weekday's short name. */
function statusText(status: Status, words: OpeningStatusWords, locale: Locale): string {
  if (status.open || !status.next) return words.openNow
  const { minute, day } = status.next
  const tag = intlTag(locale)
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, 0, minute)),
  )
  if (day === null) return words.opensAt.replace('{time}', time)
  // 2024-01-01 was a Monday (WEEK's index 0).
  const name = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + day)),
  )
  return words.opensOn.replace('{day}', name).replace('{time}', time)
}

/**
 * 'Open now' or when the dealer opens next, worked out in the browser in the dealer's own time zone once the
 * page has hydrated and again every minute: the page itself is cached, so a status written into its HTML would
 * go stale. The line keeps its height before then, so nothing moves when it appears. English keeps the
 * specification's wording ('Closed, opens Mon 8:00 AM'); another language says it in its own words and clock.
 */
export function OpeningStatus({
  hours,
  timeZone,
  words,
  locale = DEFAULT_LOCALE,
}: {
  hours: WeekHours
  timeZone: string
  words?: OpeningStatusWords
  locale?: Locale
}) {
  const [status, setStatus] = useState<Status | null>(null)
  useEffect(() => {
    const update = () => setStatus(openingStatus(hours, new Date(), timeZone))
    update()
    const timer = setInterval(update, MINUTE)
    return () => clearInterval(timer)
  }, [hours, timeZone])
  const text = status
    ? locale === DEFAULT_LOCALE || !words
      ? status.text
      : statusText(status, words, locale)
    : null
  return (
    <p className="min-h-6 font-semibold" data-testid="opening-status">
      {status ? <span className={status.open ? 'text-green-800' : 'text-ink'}>{text}</span> : null}
    </p>
  )
}
