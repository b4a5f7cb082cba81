'use client'

import { useRef, useState } from 'react'

import { type MapPin } from '@/domain/map/pins'
import { posterAddress, type PosterSize } from '@/domain/map/poster'

import { LazyMapView } from './lazyMapView.client'
import { ENGLISH_MAP_WORDS, type MapWords } from './mapWords'
import { MapWordsContext } from './MapWords.client'

/** A poster drawn at each size, the first whose media query matches: [media, size], the last without one. */
export type PosterSizes = readonly (readonly [media: string | null, size: PosterSize])[]

export type PosterMapProps = {
  pins: readonly MapPin[]
  /** The searched zip: the poster and the map draw its centre. */
  zip?: string | null
  /** Pressing a pin on the moving map (the locator's: its card). */
  onPin?: (pin: MapPin) => void
  maxZoom?: number
  /** The poster's text alternative. */
  alt: string
  /** What the map region is called once it moves ('Map of the dealers shown'). */
  name: string
  sizes: PosterSizes
  /** Load the moving map at once (the visitor has just asked for the map), not on the first press. */
  startMoving?: boolean
  /** The picture is near the top of the page: fetched before the page's scripts, as its largest paint. */
  priority?: boolean
  /** The button's and the moving map's words, in the page's language (English without them). */
  words?: MapWords
}

const BUTTON =
  'absolute right-3 top-3 inline-flex h-11 items-center rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-700 shadow-sm hover:bg-brand-50'

/**
 * The map as a picture first (its poster: the same view, drawn on the server, no script), and MapLibre once
 * the visitor presses 'Move and zoom the map' or the picture. A page that opens with a map (a dealer's page,
 * a locator link with ?map=1) thus costs no more to load than a picture; the list beside it holds the same
 * dealers. Once the map moves, the focus goes to its region, from which Tab reaches the pins.
 */
export function PosterMap({
  pins,
  zip = null,
  onPin,
  maxZoom = 12,
  alt,
  name,
  sizes,
  startMoving = false,
  priority = false,
  words = ENGLISH_MAP_WORDS,
}: PosterMapProps) {
  const [moving, setMoving] = useState(startMoving)
  const region = useRef<HTMLDivElement>(null)
  const start = () => {
    setMoving(true)
    region.current?.focus()
  }
  const pictured = pins.map((pin) => ({ lat: pin.lat, lon: pin.lon, number: pin.number }))
  const src = (size: PosterSize) => posterAddress(pictured, size, { code: zip, maxZoom })
  const fallback = sizes[sizes.length - 1]![1]
  return (
    <div
      ref={region}
      role="region"
      aria-label={name}
      tabIndex={-1}
      className="absolute inset-0 outline-none"
      data-map-poster={moving ? 'moving' : 'still'}
    >
      <picture>
        {sizes.slice(0, -1).map(([media, size]) => (
          <source key={src(size)} media={media ?? undefined} srcSet={src(size)} />
        ))}
        {/* The picture starts the map too, for the mouse or a finger; the button below is the keyboard's way. */}
        <img
          src={src(fallback)}
          alt={alt}
          width={fallback.width}
          height={fallback.height}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          className={`absolute inset-0 size-full object-cover ${moving ? '' : 'cursor-grab'}`}
          onClick={moving ? undefined : start}
        />
      </picture>
      {moving ? (
        <div className="absolute inset-0">
          <MapWordsContext.Provider value={words}>
            <LazyMapView pins={pins} zip={zip} onPin={onPin} maxZoom={maxZoom} />
          </MapWordsContext.Provider>
        </div>
      ) : (
        <button type="button" className={BUTTON} onClick={start}>
          {words.move}
        </button>
      )}
    </div>
  )
}
