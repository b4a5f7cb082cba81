'use client'

import { useEffect, useMemo, useRef, useState } from 'react'

import { dealerPins } from '@/domain/map/pins'

import { LazyMapView, MapLoading } from './lazyMapView.client'

export type DealerMapProps = {
  /** The dealer to pin: its company id, name and position (the Dealer record's `location`). */
  dealer: { companyId: number; name: string; lat: number; lon: number }
  /** Classes of the map's box; its height must be set (default: 16rem, full width), so nothing moves as it loads. */
  className?: string
  /** How close the map shows the dealer (MapLibre zoom, default 11: the town around it). */
  zoom?: number
}

/**
 * A small map of one dealer, for the dealer's page: the same basemap (or MAP_STYLE_URL) as the locator, one pin
 * named after the dealer. MapLibre loads only once the map's box comes near the screen. The pin is a picture,
 * not a control: the page's address and directions link are the way to the dealer.
 */
export function DealerMap({ dealer, className = 'h-64 w-full', zoom = 11 }: DealerMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const pins = useMemo(
    () =>
      dealerPins([{ data: { companyID: dealer.companyId, name: dealer.name }, location: dealer }], 1).map(
        (pin) => ({
          ...pin,
          label: `Map: ${dealer.name}`,
        }),
      ),
    [dealer],
  )

  useEffect(() => {
    const element = box.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '200px',
      },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  return (
    <div
      ref={box}
      data-dealer-map="dealer"
      className={`relative overflow-hidden rounded-lg border border-line bg-[#dbe8f2] ${className}`}
    >
      {near ? <LazyMapView pins={pins} maxZoom={zoom} /> : <MapLoading />}
    </div>
  )
}
