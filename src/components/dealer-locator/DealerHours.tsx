import { todaysHours, weekHoursList } from '@/domain/locator/dealerDisplay'
import type { LocatorDealer } from '@/domain/locator/types'

/** Today's hours in the card, the whole week one click away (a native disclosure: no script needed). */
export function DealerHours({ dealer, dayIndex }: { dealer: LocatorDealer; dayIndex: number }) {
  const week = weekHoursList(dealer)
  const today = todaysHours(dealer, dayIndex)
  if (!today) return null
  return (
    <div className="text-sm">
      <p>
        <span className="font-semibold">Today:</span> {today}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-brand-700 underline underline-offset-2">
          See all hours
        </summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
          {week.map((d) => (
            <div key={d.day} className="contents">
              <dt className="font-medium">{d.name}</dt>
              <dd>{d.hours}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  )
}
