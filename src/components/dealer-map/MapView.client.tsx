'use client'

import {
  type LngLatBoundsLike,
  Map as MapLibreMap,
  Marker,
  setWorkerUrl,
  type StyleSpecification,
} from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import type { LatLon } from '@/domain/geo/distance'
import type { MapConfig } from '@/domain/map/config'
import { boundsOf, type MapPin } from '@/domain/map/pins'
import { basemapStyle } from '@/domain/map/style'

import { fetchMapConfig } from './mapConfig'
import { useMapWords } from './MapWords.client'
import { pinElement, searchPointElement } from './markers'

/**
 * The map itself: MapLibre GL over the site's basemap (or MAP_STYLE_URL's style), with the search point and a
 * numbered marker for each pin. This module and MapLibre load only when a map is opened or comes on screen
 * (LocatorMap, DealerMap). The canvas is hidden from assistive technology and takes no focus: the pins are
 * the map's keyboard and screen-reader part, and the list beside it holds the same dealers (docs/map.md).
 */
export type MapViewProps = {
  pins: readonly MapPin[]
  /** The zip searched, for its centre (drawn as a dot, and kept in the view); none on a dealer's own map. */
  zip?: string | null
  /** Called when a pin is pressed; without it the pins are pictures, not buttons. */
  onPin?: (pin: MapPin) => void
  /** The greatest zoom a fit may reach (a single dealer is shown at street level otherwise). */
  maxZoom?: number
}

/** MapLibre 6 draws with WebGL 2; without it (or with it switched off) the map says so instead. */
function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl2'))
  } catch {
    return false
  }
}

/** The contiguous United States: the view until the pins are placed. */
const START: LngLatBoundsLike = [
  [-125, 24],
  [-66, 50],
]

/** MapLibre's stylesheet, linked once a map is made (a page never carries it in its own CSS). */
function linkStylesheet(href: string): void {
  if (document.querySelector(`link[data-maplibre-css]`)) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  link.dataset.maplibreCss = ''
  document.head.append(link)
}

function createMap(container: HTMLElement, config: MapConfig): MapLibreMap {
  linkStylesheet(config.stylesheet)
  setWorkerUrl(new URL(config.worker, window.location.href).href)
  const style: string | StyleSpecification =
    config.style ?? (basemapStyle(new URL(config.basemap, window.location.href).href) as StyleSpecification)
  const map = new MapLibreMap({
    container,
    style,
    bounds: START,
    keyboard: false,
    // A hosted style's sources name their data's authors; the site's own basemap is public domain (docs/map.md).
    attributionControl: config.style ? { compact: true } : false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  })
  const canvas = map.getCanvas()
  canvas.setAttribute('aria-hidden', 'true')
  canvas.setAttribute('tabindex', '-1')
  canvas.removeAttribute('role')
  canvas.removeAttribute('aria-label')
  container.dataset.mapReady = 'false'
  map.once('load', () => (container.dataset.mapReady = 'true'))
  return map
}

export default function MapView({ pins, zip = null, onPin, maxZoom = 12 }: MapViewProps) {
  const words = useMapWords()
  const container = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState<{ map: MapLibreMap; config: MapConfig } | null>(null)
  const [failed, setFailed] = useState(false)
  const onPinRef = useRef(onPin)
  useEffect(() => {
    onPinRef.current = onPin
  })

  // One map per mount and zip, made once its configuration has arrived.
  useEffect(() => {
    const controller = new AbortController()
    let made: MapLibreMap | null = null
    fetchMapConfig(zip, controller.signal)
      .then((config) => {
        if (controller.signal.aborted || !container.current) return
        if (!canDraw()) throw new Error('WebGL 2 is not available')
        made = createMap(container.current, config)
        setShown({ map: made, config })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('The map could not be drawn:', error instanceof Error ? error.message : error)
        setFailed(true)
      })
    return () => {
      controller.abort()
      made?.remove()
    }
  }, [zip])

  useEffect(() => {
    if (!shown) return
    const { map, config } = shown
    const point: LatLon | null = config.point
    const press = onPinRef.current ? (pin: MapPin) => () => onPinRef.current?.(pin) : null
    const markers = pins.map((pin) =>
      new Marker({ element: pinElement(pin, press?.(pin)), anchor: 'center' })
        .setLngLat([pin.lon, pin.lat])
        .addTo(map),
    )
    if (point)
      markers.push(new Marker({ element: searchPointElement() }).setLngLat([point.lon, point.lat]).addTo(map))
    const bounds = boundsOf([...pins, ...(point ? [point] : [])])
    if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom, animate: false })
    return () => markers.forEach((marker) => marker.remove())
  }, [pins, shown, maxZoom])

  if (failed)
    return <p className="flex h-full items-center justify-center p-6 text-center">{words.unavailable}</p>
  return <div ref={container} className="h-full w-full" data-testid="dealer-map-canvas" />
}
