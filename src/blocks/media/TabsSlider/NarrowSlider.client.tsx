'use client'

import type { ReactNode } from 'react'

import { Spinner } from '@/components/rebates/Spinner'
import { Carousel } from '@/components/ui/Carousel.client'
import type { CarouselMessages } from '@/components/ui/carouselMessages'
import { useHydrated, useMediaQuery } from '@/components/ui/useMediaQuery'
import { TABS_SLIDER_WIDE_QUERY, tabsSliderCarousel } from '@/domain/carousel/sliders'

type Props = {
  /** Names the carousel for screen readers: the block's heading. */
  label: string
  slides: ReactNode[]
  /** Milliseconds between automatic moves, or null when it moves only by hand. */
  autoSlideMs: number | null
  showArrows: boolean
  /** The spinner's name until the slider can be used, in the page's language. */
  loadingLabel: string
  carouselWords: CarouselMessages
}

/**
 * The slider layout, under 769 px: it moves by itself only while it is the layout shown. Until React takes
 * over, a spinner covers it (it cannot be swiped yet); visitors without script never see the spinner, only
 * the first slide.
 */
export function NarrowSlider({ label, slides, autoSlideMs, showArrows, loadingLabel, carouselWords }: Props) {
  const hydrated = useHydrated()
  const wide = useMediaQuery(TABS_SLIDER_WIDE_QUERY, false)
  return (
    <>
      <Carousel
        label={label}
        slides={slides}
        settings={tabsSliderCarousel(showArrows, wide ? null : autoSlideMs)}
        words={carouselWords}
      />
      {hydrated ? null : (
        <div className="absolute inset-0 z-10 grid place-items-center bg-white/85 [@media(scripting:none)]:hidden">
          <Spinner label={loadingLabel} />
        </div>
      )}
    </>
  )
}
