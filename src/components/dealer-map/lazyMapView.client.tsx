'use client'

import dynamic from 'next/dynamic'

import { useMapWords } from './MapWords.client'

/**
 * MapView and MapLibre (about 290 KB with gzip) in a chunk of their own, fetched only when a map is opened
 * or comes on screen; never rendered on the server (MapLibre needs a browser and WebGL).
 */
export const LazyMapView = dynamic(() => import('./MapView.client'), {
  ssr: false,
  loading: () => <MapLoading />,
})

export function MapLoading() {
  const words = useMapWords()
  return (
    <p role="status" className="flex h-full items-center justify-center text-muted">
      {words.loading}
    </p>
  )
}
