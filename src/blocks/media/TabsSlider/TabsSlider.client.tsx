'use client'

import { useId, type ReactNode } from 'react'

import { Spinner } from '@/components/rebates/Spinner'
import { Carousel } from '@/components/ui/Carousel.client'
import { useHydrated, useMediaQuery } from '@/components/ui/useMediaQuery'
import { TABS_SLIDER_WIDE_QUERY, tabsSliderCarousel } from '@/domain/carousel/sliders'

import { LIGHT_CARD } from '../GlobalSlider/styles'
import { RotatingTabs, type RotatingTab } from './RotatingTabs.client'

type Props = {
  /** 'Why choose Alderline?': shown above the slider, and the tabs' name for screen readers. */
  heading: string
  tabs: (RotatingTab & { slide: ReactNode })[]
  /** Milliseconds between automatic moves, or null when it moves only by hand. */
  autoSlideMs: number | null
  showArrows: boolean
}

/**
 * Both layouts are in the HTML and CSS shows one: tabs from 769 px, a slider below. Only the shown one moves
 * by itself. Until React takes over, a spinner covers the slider (it cannot be swiped yet); visitors without
 * script never see the spinner, only the first slide.
 */
export function TabsSlider({ heading, tabs, autoSlideMs, showArrows }: Props) {
  const headingId = useId()
  const hydrated = useHydrated()
  const wide = useMediaQuery(TABS_SLIDER_WIDE_QUERY, false)
  return (
    // A light card whatever the section's background, so the tabs' colours stay readable.
    <div className={`flex flex-col gap-6 rounded-lg ${LIGHT_CARD}`}>
      <h2 id={headingId} className="text-3xl font-bold min-[769px]:sr-only">
        {heading}
      </h2>
      <div className="hidden min-[769px]:block">
        <RotatingTabs tabs={tabs} labelledBy={headingId} autoSlideMs={wide ? autoSlideMs : null} />
      </div>
      <div className="relative min-[769px]:hidden">
        <Carousel
          label={heading}
          slides={tabs.map((tab) => tab.slide)}
          settings={tabsSliderCarousel(showArrows, wide ? null : autoSlideMs)}
        />
        {hydrated ? null : (
          <div className="absolute inset-0 z-10 grid place-items-center bg-white/85 [@media(scripting:none)]:hidden">
            <Spinner label="Loading the slider" />
          </div>
        )}
      </div>
    </div>
  )
}
