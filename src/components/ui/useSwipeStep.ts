import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect } from 'react'

import { swipeStep } from '@/domain/carousel/navigation'

type Api = UseEmblaCarouselType[1]
type Point = { x: number; y: number }

/**
 * Any horizontal drag past the threshold moves one slide (spec §4). Embla snaps back from a slow, short drag
 * unless it was flung, so when Embla's release left the slide where the drag began, this moves it on.
 * Pointer events come before the mouse and touch events Embla listens to, so the drag is measured by then.
 */
export function useSwipeStep(api: Api, threshold: number): void {
  useEffect(() => {
    if (!api) return
    const root = api.rootNode()
    let start: Point = { x: 0, y: 0 }
    let end: Point = start
    let startIndex = 0
    const pressed = (e: PointerEvent) => {
      start = { x: e.clientX, y: e.clientY }
      end = start
    }
    const moved = (e: PointerEvent) => {
      end = { x: e.clientX, y: e.clientY }
    }
    const dragStarted = () => {
      startIndex = api.selectedScrollSnap()
      window.addEventListener('pointermove', moved)
      window.addEventListener('pointerup', moved)
    }
    const stopTracking = () => {
      window.removeEventListener('pointermove', moved)
      window.removeEventListener('pointerup', moved)
    }
    const released = () => {
      stopTracking()
      if (api.selectedScrollSnap() !== startIndex) return
      const step = swipeStep(end.x - start.x, end.y - start.y, threshold)
      if (step === 1) api.scrollNext()
      else if (step === -1) api.scrollPrev()
    }
    root.addEventListener('pointerdown', pressed)
    api.on('pointerDown', dragStarted).on('pointerUp', released)
    return () => {
      stopTracking()
      root.removeEventListener('pointerdown', pressed)
      api.off('pointerDown', dragStarted).off('pointerUp', released)
    }
  }, [api, threshold])
}
