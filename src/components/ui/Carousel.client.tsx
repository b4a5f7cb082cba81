'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useMemo, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'

import { LOCATOR_SWIPE_THRESHOLD_PX, type CarouselSettings } from '@/domain/locator/carousel'

import { CarouselArrow, CarouselDots, visibleOn } from './CarouselControls'
import { useCarouselState } from './CarouselState'

type Props = {
  /** Names the carousel for screen readers, e.g. 'Dealers near you'. */
  label: string
  slides: ReactNode[]
  settings: CarouselSettings
  /** Pixels of horizontal movement that make a swipe (spec §4: 5 in the locator, 30 on the rebate page). */
  swipeThreshold?: number
}

const TABLET = '(min-width: 600px)'
const DESKTOP = '(min-width: 1024px)'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The site's carousel, built on Embla: slides per view, gap, arrows, dots, loop and automatic transition per
 * device. A looping carousel wraps around at both ends; a bounded one disables the arrow at each end.
 * Automatic transition pauses while the pointer or focus is inside and never runs for visitors who prefer
 * reduced motion; a button stops it for good (WCAG 2.2.2).
 */
export function Carousel({ label, slides, settings, swipeThreshold = LOCATOR_SWIPE_THRESHOLD_PX }: Props) {
  const { mobile, tablet, desktop } = settings
  // Known only in the browser; until then nothing moves by itself.
  const reducedMotion = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => true)
  const wantsAutoplay = !reducedMotion && (mobile.autoplay || tablet.autoplay || desktop.autoplay)
  const plugins = useMemo(
    () =>
      wantsAutoplay
        ? [
            Autoplay({
              delay: mobile.delayMs,
              active: mobile.autoplay,
              breakpoints: {
                [TABLET]: { delay: tablet.delayMs, active: tablet.autoplay },
                [DESKTOP]: { delay: desktop.delayMs, active: desktop.autoplay },
              },
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [wantsAutoplay, mobile, tablet, desktop],
  )
  const [viewport, api] = useEmblaCarousel(
    {
      align: 'start',
      loop: mobile.loop,
      dragThreshold: swipeThreshold,
      breakpoints: { [TABLET]: { loop: tablet.loop }, [DESKTOP]: { loop: desktop.loop } },
    },
    plugins,
  )
  const state = useCarouselState(api)
  const [stopped, setStopped] = useState(false)

  const stopAutoplay = () => {
    api?.plugins().autoplay?.stop()
    setStopped(true)
  }

  const style = {
    '--per-m': mobile.slidesPerView,
    '--per-t': tablet.slidesPerView,
    '--per-d': desktop.slidesPerView,
    '--gap-m': `${mobile.gap}px`,
    '--gap-t': `${tablet.gap}px`,
    '--gap-d': `${desktop.gap}px`,
  } as CSSProperties

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      className="[--gap:var(--gap-m)] [--per:var(--per-m)] min-[600px]:[--gap:var(--gap-t)] min-[600px]:[--per:var(--per-t)] min-[1024px]:[--gap:var(--gap-d)] min-[1024px]:[--per:var(--per-d)]"
    >
      <div className="flex items-center gap-2">
        <CarouselArrow
          direction="prev"
          disabled={!state.canPrev}
          onClick={() => api?.scrollPrev()}
          className={visibleOn(settings, 'arrows')}
        />
        <div ref={viewport} className="min-w-0 flex-1 overflow-hidden" data-carousel-viewport>
          <div className="-ml-[var(--gap)] flex touch-pan-y">
            {slides.map((slide, i) => (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                className="min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--per))] pl-[var(--gap)]"
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        <CarouselArrow
          direction="next"
          disabled={!state.canNext}
          onClick={() => api?.scrollNext()}
          className={visibleOn(settings, 'arrows')}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
        <CarouselDots
          count={state.snaps}
          selected={state.selected}
          onSelect={(i) => api?.scrollTo(i)}
          className={visibleOn(settings, 'dots')}
        />
        {wantsAutoplay && !stopped ? (
          <button
            type="button"
            onClick={stopAutoplay}
            className="min-h-11 text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            Stop automatic slides
          </button>
        ) : null}
      </div>
    </section>
  )
}
