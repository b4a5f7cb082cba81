'use client'

import type { CarouselSettings } from '@/domain/locator/carousel'

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
 * The dealers near the visitor's zip as a carousel. Without a zip it offers the zip box; a search that finds
 * no dealers shows nothing (the lookup logs its warning, spec §8).
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

  if (results.status === 'idle')
    return <ZipBox withLocation label="Enter your zip or postal code to see dealers near you" />
  if (results.status === 'loading') return <DealerGridSkeleton />
  if (results.status === 'failed' || results.dealers.length === 0) return null
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
  return <Carousel label={label} slides={slides} settings={settings} />
}
