import { useTranslations } from 'next-intl'

import { dealerPins } from '@/domain/map/pins'

import { LazyPosterMap } from './lazyPosterMap.client'
import type { PosterSizes } from './PosterMap.client'

export type DealerMapProps = {
  /** The dealer to pin: its company id, name and position (the Dealer record's `location`). */
  dealer: { companyId: number; name: string; lat: number; lon: number }
  /** Classes of the map's box; its height must be set (default: 16rem, full width), so nothing moves as it loads. */
  className?: string
  /** How close the map shows the dealer (MapLibre zoom, default 11: the town around it). */
  zoom?: number
}

/** One poster, 16rem high, cropped to the box's width: the pin framed in the middle 320 px. */
const SIZES: PosterSizes = [[null, { width: 720, height: 256, safeWidth: 320 }]]

/**
 * A small map of one dealer, for the dealer's page: the same basemap (or MAP_STYLE_URL) as the locator, one pin
 * named after the dealer. It shows as a picture drawn on the server, in the page's HTML; MapLibre loads only when
 * the visitor asks to move or zoom it. The pin is a picture, not a control: the page's address and directions
 * link are the way to the dealer.
 */
export function DealerMap({ dealer, className = 'h-64 w-full', zoom = 11 }: DealerMapProps) {
  const t = useTranslations('map')
  const alt = t('dealerAlt', { name: dealer.name })
  const pins = dealerPins(
    [{ data: { companyID: dealer.companyId, name: dealer.name }, location: dealer }],
    1,
  ).map((pin) => ({ ...pin, label: alt }))
  return (
    <div
      data-dealer-map="dealer"
      className={`relative overflow-hidden rounded-lg border border-line bg-[#dbe8f2] ${className}`}
    >
      <LazyPosterMap
        pins={pins}
        maxZoom={zoom}
        alt={alt}
        name={t('dealerName', { name: dealer.name })}
        words={{ move: t('move'), loading: t('loading'), unavailable: t('unavailable') }}
        sizes={SIZES}
      />
    </div>
  )
}
