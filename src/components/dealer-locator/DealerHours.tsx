import { DAY_KEYS, todaysHours, weekHoursList } from '@/domain/locator/dealerDisplay'
import type { LocatorDealer } from '@/domain/locator/types'
import { formatDayHours, weekdayName } from '@/i18n/format'
import type { LocatorMessages } from '@/i18n/islandMessages'
import type { Translator } from '@/i18n/translator'

/** Today's hours in the card, the whole week one click away (a native disclosure: no script needed). */
export function DealerHours({
  dealer,
  dayIndex,
  t,
}: {
  dealer: LocatorDealer
  dayIndex: number
  /** The card's words, in the page's language. */
  t: Translator<LocatorMessages>
}) {
  const dayText = (text: string) => formatDayHours(text, t.locale, t('openAllDay'))
  const week = weekHoursList(dealer, t('closed'), dayText)
  const today = todaysHours(dealer, dayIndex, t('closed'), dayText)
  if (!today) return null
  return (
    <div className="text-sm">
      <p>
        <span className="font-semibold">{t('today')}</span> {today}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-brand-700 underline underline-offset-2">
          {t('seeAllHours')}
        </summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
          {week.map((d) => (
            <div key={d.day} className="contents">
              <dt className="font-medium">{weekdayName(DAY_KEYS.indexOf(d.day), t.locale)}</dt>
              <dd>{d.hours}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  )
}
