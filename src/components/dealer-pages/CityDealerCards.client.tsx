'use client'

import type { LocatorDealer } from '@/domain/locator/types'

import { DealerCard } from '../dealer-locator/DealerCard.client'
import { GRID } from '../dealer-locator/DealerGrid'
import { useToday } from '../dealer-locator/useToday.client'
import { useSite } from '../site/SiteContext.client'

/** A city's dealers on its directory page, as the locator's cards (the same dialogs), without distances. */
export function CityDealerCards({
  dealers,
  brandName,
  dayIndex,
}: {
  dealers: LocatorDealer[]
  brandName: string
  dayIndex: number
}) {
  const site = useSite()
  const today = useToday(dayIndex)
  // The cards' reviews dialog brings TanStack Query when it first opens (ReviewsList.client.tsx).
  return (
    <ul className={GRID}>
      {dealers.map((dealer) => (
        <li key={dealer.data.companyID}>
          <DealerCard
            dealer={dealer}
            brandName={brandName}
            zip={null}
            dayIndex={today}
            reviewsAllowed={!site.infoEndpoint}
            reviewsBase={site.reviewsBase}
            formId="dealer-city"
          />
        </li>
      ))}
    </ul>
  )
}
