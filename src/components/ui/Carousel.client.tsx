'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react'

import { DESKTOP_QUERY, TABLET_QUERY } from '@/domain/carousel/breakpoints'
import type { CarouselLook } from '@/domain/carousel/look'
import { offFirstViewMedia } from '@/domain/carousel/offFirstView'
import { SWIPE_THRESHOLD_PX } from '@/domain/carousel/navigation'
import type { CarouselSettings } from '@/domain/carousel/settings'

import { LOOK_CLASSES, lookStyle } from './carouselLook'
import { CAROUSEL_MESSAGES, type CarouselMessages, fillIn } from './carouselMessages'
import { OffFirstViewContext } from './CarouselSlide.client'
import { CarouselArrow, CarouselDots, visibleOn } from './CarouselControls'
import { useCarouselState } from './CarouselState'
import { useReducedMotion } from './useMediaQuery'
import { useSwipeStep } from './useSwipeStep'

type Props = {
  /** Names the carousel for screen readers, e.g. 'Dealers near you'. */
  label: string
  slides: ReactNode[]
  settings: CarouselSettings
  /** Colours, wrapper and transition per device; the site's usual look when not given. */
  look?: CarouselLook
  /** Pixels of horizontal movement that make a swipe (spec §4: 5 in the locator, 30 on the rebate page). */
  swipeThreshold?: number
  /** The controls' words in the page's language; English without them. */
  words?: CarouselMessages
}

/** Embla's scroll duration: its usual glide, or none (an instant change). */
const GLIDE = 25

/**
 * The site's carousel, built on Embla: slides per view, gap, arrows, dots, loop and automatic transition per
 * device. A looping carousel wraps around at both ends; a bounded one hides the arrow at each end.
 * Automatic transition pauses while the pointer or focus is inside and never runs for visitors who prefer
 * reduced motion; a button stops and restarts it (WCAG 2.2.2). Reduced motion also turns the glide off.
 */
export function Carousel({
  label,
  slides,
  settings,
  look,
  swipeThreshold = SWIPE_THRESHOLD_PX,
  words = CAROUSEL_MESSAGES,
}: Props) {
  const { mobile, tablet, desktop } = settings
  const reducedMotion = useReducedMotion()
  const wantsAutoplay = !reducedMotion && (mobile.autoplay || tablet.autoplay || desktop.autoplay)
  const [stopped, setStopped] = useState(false)
  const rotating = wantsAutoplay && !stopped
  // Stopped means the plugin is removed: paused, it would restart when the pointer or focus leaves.
  const plugins = useMemo(
    () =>
      rotating
        ? [
            Autoplay({
              delay: mobile.delayMs,
              active: mobile.autoplay,
              breakpoints: {
                [TABLET_QUERY]: { delay: tablet.delayMs, active: tablet.autoplay },
                [DESKTOP_QUERY]: { delay: desktop.delayMs, active: desktop.autoplay },
              },
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [rotating, mobile, tablet, desktop],
  )
  const duration = (device: keyof CarouselSettings) =>
    reducedMotion || look?.[device].effect === 'none' ? 0 : GLIDE
  const [viewport, api] = useEmblaCarousel(
    {
      align: 'start',
      loop: mobile.loop,
      duration: duration('mobile'),
      dragThreshold: swipeThreshold,
      breakpoints: {
        [TABLET_QUERY]: { loop: tablet.loop, duration: duration('tablet') },
        [DESKTOP_QUERY]: { loop: desktop.loop, duration: duration('desktop') },
      },
    },
    plugins,
  )
  const state = useCarouselState(api)
  useSwipeStep(api, swipeThreshold)
  const style = {
    '--per-m': mobile.slidesPerView,
    '--per-t': tablet.slidesPerView,
    '--per-d': desktop.slidesPerView,
    '--gap-m': `${mobile.gap}px`,
    '--gap-t': `${tablet.gap}px`,
    '--gap-d': `${desktop.gap}px`,
    ...(look ? lookStyle(look) : {}),
  } as CSSProperties

  return (
    <section
      aria-roledescription={words.carousel}
      aria-label={label}
      style={style}
      className={`[--gap:var(--gap-m)] [--per:var(--per-m)] min-[600px]:[--gap:var(--gap-t)] min-[600px]:[--per:var(--per-t)] min-[1024px]:[--gap:var(--gap-d)] min-[1024px]:[--per:var(--per-d)] ${look ? LOOK_CLASSES : ''}`}
    >
      <div className="flex items-center gap-2">
        <CarouselArrow
          direction="prev"
          label={words.previous}
          disabled={!state.canPrev}
          onClick={() => api?.scrollPrev()}
          className={visibleOn(settings, 'arrows')}
        />
        <div ref={viewport} className="min-w-0 flex-1 overflow-hidden" data-carousel-viewport>
          {/* Slides moving by themselves are not read out; moved by the visitor, the new slide is. */}
          <div className="-ml-[var(--gap)] flex touch-pan-y" aria-live={rotating ? 'off' : 'polite'}>
            {slides.map((slide, i) => (
              <div
                key={i}
                role="group"
                aria-roledescription={words.slide}
                aria-label={fillIn(words.position, { n: i + 1, total: slides.length })}
                className="min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--per))] pl-[var(--gap)]"
              >
                <OffFirstViewContext.Provider value={offFirstViewMedia(settings, i)}>
                  {slide}
                </OffFirstViewContext.Provider>
              </div>
            ))}
          </div>
        </div>
        <CarouselArrow
          direction="next"
          label={words.next}
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
          labelOf={(n) => fillIn(words.goTo, { n })}
          className={visibleOn(settings, 'dots')}
        />
        {wantsAutoplay ? (
          <button
            type="button"
            // The button stays, naming what it will do next, so keyboard focus is not lost.
            onClick={() => setStopped(!stopped)}
            // Only where slides move by themselves on this device; white in dark sections, like their headings.
            className={`min-h-11 items-center text-sm font-semibold text-[color:var(--heading-color,var(--color-brand-700))] underline underline-offset-2 ${visibleOn(settings, 'autoplay')}`}
          >
            {stopped ? words.start : words.stop}
          </button>
        ) : null}
      </div>
    </section>
  )
}
