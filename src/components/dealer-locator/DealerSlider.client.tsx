'use client'

import type { CarouselSettings } from '@/domain/locator/carousel'
import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import { useLocaleContext } from '@/i18n/LocaleProvider.client'
import { useMessages } from '@/i18n/useMessages.client'

import { QueryProvider } from '../providers/QueryProvider.client'
import { useSite } from '../site/SiteContext.client'
import { ZipBox } from '../site/ZipBox.client'
import { Carousel } from '../ui/Carousel.client'
import { DealerCard } from './DealerCard.client'
import { DealerGridSkeleton } from './DealerGrid'
import { useToday } from './useToday.client'
import { useDealerResults } from './useDealerResults.client'

type Props = {
  label: string
  settings: CarouselSettings
  brandName: string
  dayIndex: number
  formId?: string
}

/**
 * The dealers near the visitor's zip as a carousel. Without a zip it offers the zip box. When no dealer serves
 * the zip, the nearest farther away are shown under a line that says so; a search that finds nothing at all
 * (the lookup logs its warning, spec §8) says so and offers the zip box again, so the block's heading never
 * stands over nothing.
 */
export function DealerSlider(props: Props) {
  return (
    <QueryProvider>
      <Slider {...props} />
    </QueryProvider>
  )
}

function Slider({ label, settings, brandName, dayIndex: serverDay, formId = 'dealer-slider' }: Props) {
  const site = useSite()
  const results = useDealerResults(null)
  const dayIndex = useToday(serverDay)
  const t = useMessages('locator', LOCATOR_MESSAGES)
  const carouselWords = useLocaleContext().messages?.carousel

  if (results.status === 'idle') return <ZipBox withLocation label={t('sliderZipLabel')} />
  if (results.status === 'loading') return <DealerGridSkeleton label={t('loadingDealers')} />
  if (results.status === 'failed') return null
  if (results.dealers.length === 0)
    return (
      <div className="flex flex-col gap-3">
        <p role="status">{t('noDealersNear', { zip: results.zip ?? '' })}</p>
        <ZipBox label={t('sliderTryAnother')} />
      </div>
    )
  const farther = results.dealers.every((dealer) => dealer.searchInfo?.kind === 'nearest')
  const slides = results.dealers.map((dealer) => (
    <DealerCard
      key={dealer.data.companyID}
      dealer={dealer}
      brandName={brandName}
      zip={results.zip}
      dayIndex={dayIndex}
      reviewsAllowed={!site.infoEndpoint}
      reviewsBase={site.reviewsBase}
      formId={formId}
    />
  ))
  const carousel = <Carousel label={label} slides={slides} settings={settings} words={carouselWords} />
  if (!farther || !results.zip) return carousel
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-semibold">
        {t('fartherAway', { zip: results.zip })}
      </p>
      {carousel}
    </div>
  )
}
