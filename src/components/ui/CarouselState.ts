import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { useCallback, useMemo, useSyncExternalStore } from 'react'

type Api = UseEmblaCarouselType[1]

export type CarouselState = { selected: number; snaps: number; canPrev: boolean; canNext: boolean }

const EMPTY = '0|0|0|0'

/** Embla's position as React state: the selected snap, how many there are, and whether each arrow can move. */
export function useCarouselState(api: Api): CarouselState {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined
      api.on('init', onChange).on('select', onChange).on('reInit', onChange)
      return () => {
        api.off('init', onChange).off('select', onChange).off('reInit', onChange)
      }
    },
    [api],
  )
  // A string snapshot stays equal while nothing changed, as useSyncExternalStore requires.
  const snapshot = useCallback(
    () =>
      api
        ? `${api.selectedScrollSnap()}|${api.scrollSnapList().length}|${+api.canScrollPrev()}|${+api.canScrollNext()}`
        : EMPTY,
    [api],
  )
  const value = useSyncExternalStore(subscribe, snapshot, () => EMPTY)
  return useMemo(() => {
    const [selected = 0, snaps = 0, canPrev = 0, canNext = 0] = value.split('|').map(Number)
    return { selected, snaps, canPrev: canPrev === 1, canNext: canNext === 1 }
  }, [value])
}
