'use client'

import { useId, type Ref } from 'react'

import { REBATE_CAROUSEL, REBATE_SWIPE_THRESHOLD_PX } from '@/domain/rebates/carousel'
import type { LocatorDealer } from '@/domain/locator/types'
import { REBATES_MESSAGES } from '@/domain/rebates/messages'
import { useLocaleContext } from '@/i18n/LocaleProvider.client'
import { useMessages } from '@/i18n/useMessages.client'

import { DealerCard } from '../dealer-locator/DealerCard.client'
import { useSite } from '../site/SiteContext.client'
import { Carousel } from '../ui/Carousel.client'

type Props = {
  chosen: LocatorDealer
  others: LocatorDealer[]
  showCarousel: boolean
  brandName: string
  zip: string
  dayIndex: number
  formId: string
  headingLevel: 'h2' | 'h3'
  /** The panel's heading takes the focus once the contact dialog closes. */
  headingRef: Ref<HTMLHeadingElement>
}

/** After the form was sent (spec §4): the chosen dealer's 'Congrats!' panel and, unless hidden, more dealers. */
export function ConnectedDealers({
  chosen,
  others,
  showCarousel,
  brandName,
  zip,
  dayIndex,
  formId,
  headingLevel: Heading,
  headingRef,
}: Props) {
  const site = useSite()
  const headingId = useId()
  const t = useMessages('rebates', REBATES_MESSAGES)
  const carouselWords = useLocaleContext().messages?.carousel
  const card = (dealer: LocatorDealer, id: string) => (
    <DealerCard
      key={dealer.data.companyID}
      dealer={dealer}
      brandName={brandName}
      zip={zip}
      dayIndex={dayIndex}
      reviewsAllowed={!site.infoEndpoint}
      reviewsBase={site.reviewsBase}
      formId={id}
    />
  )
  return (
    <>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg bg-brand-50 p-5">
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 focus:outline-none"
        >
          {t('congrats')}
        </Heading>
        <p>
          {t.rich('onItsWay', {
            name: <span className="font-semibold">{chosen.data.name}</span>,
            brand: brandName,
          })}
        </p>
        <div className="max-w-md">{card(chosen, formId)}</div>
      </section>
      {showCarousel && others.length > 0 ? (
        <div className="flex flex-col gap-4">
          <Heading className="text-2xl font-bold text-brand-900">{t('moreDealers')}</Heading>
          <Carousel
            label={t('moreDealers')}
            slides={others.map((dealer) => card(dealer, `${formId}-more`))}
            settings={REBATE_CAROUSEL}
            swipeThreshold={REBATE_SWIPE_THRESHOLD_PX}
            words={carouselWords}
          />
        </div>
      ) : null}
    </>
  )
}
