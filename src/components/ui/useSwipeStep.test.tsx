// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { describe, expect, it, vi } from 'vitest'

import { useSwipeStep } from './useSwipeStep'

type Handler = () => void

/** The part of Embla's API the hook uses, with the slide it is on and its drag events under test control. */
function fakeEmbla(selected = 0) {
  const root = document.createElement('div')
  const handlers = new Map<string, Handler>()
  const api = {
    rootNode: () => root,
    selectedScrollSnap: () => selected,
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    on(event: string, handler: Handler) {
      handlers.set(event, handler)
      return api
    },
    off() {
      return api
    },
  }
  /** A drag as the browser reports it: pointer events first, then Embla's own release. */
  const drag = (dx: number, dy = 0, emblaMoved = false) => {
    root.dispatchEvent(new MouseEvent('pointerdown', { clientX: 100, clientY: 100 }))
    handlers.get('pointerDown')?.()
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 100 + dx / 2, clientY: 100 + dy / 2 }))
    window.dispatchEvent(new MouseEvent('pointerup', { clientX: 100 + dx, clientY: 100 + dy }))
    if (emblaMoved) selected += 1
    handlers.get('pointerUp')?.()
  }
  return { api: api as unknown as UseEmblaCarouselType[1], drag, next: api.scrollNext, prev: api.scrollPrev }
}

describe('useSwipeStep', () => {
  it('moves one slide on a drag over the threshold: left goes next, right goes previous', () => {
    const embla = fakeEmbla()
    renderHook(() => useSwipeStep(embla.api, 5))
    embla.drag(-6)
    expect(embla.next).toHaveBeenCalledTimes(1)
    embla.drag(8)
    expect(embla.prev).toHaveBeenCalledTimes(1)
  })

  it('does nothing for 4 px, a vertical drag, or a fling Embla already followed', () => {
    const embla = fakeEmbla()
    renderHook(() => useSwipeStep(embla.api, 5))
    embla.drag(-4)
    embla.drag(-10, 40)
    embla.drag(-200, 0, true)
    expect(embla.next).not.toHaveBeenCalled()
    expect(embla.prev).not.toHaveBeenCalled()
  })
})
