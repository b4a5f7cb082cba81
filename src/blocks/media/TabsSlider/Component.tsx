import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import { TABS_SLIDER_NARROW_QUERY, TABS_SLIDER_WIDE_QUERY, tabsAutoSlideMs } from '@/domain/carousel/sliders'
import type { TabsSliderBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { hasImage, SlideImage } from '../../_core/shared/slider/SlideImage'
import { takeFirstPicture } from '../../_core/shared/image/firstPicture'
import { SLIDE_BUTTON } from '../../_core/shared/slider/styles'
import { LIGHT_CARD } from '../../_core/shared/slider/styles'
import { useCarouselWords } from '../../_core/shared/slider/carouselWords'
import { LazyNarrowSlider, LazyWideTabs } from './lazy.client'

type Slide = TabsSliderBlock['tab_slide_repeater'][number]

function Details({ slide }: { slide: Slide }) {
  const href = pageOrUrlHref(slide.button_link?.page, slide.button_link?.url)
  const label = slide.button_link?.title?.trim()
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-2xl">{slide.tab_title}</h3>
      <p className="text-lg leading-relaxed">{slide.tab_details}</p>
      {href && label ? (
        <a href={href} className={SLIDE_BUTTON}>
          {label}
        </a>
      ) : null}
    </div>
  )
}

/** The slide's content as a tab panel on wide screens: the image beside the details. */
function Panel({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <div className="grid items-center gap-6 lg:grid-cols-2">
      <SlideImage
        media={slide.image}
        displayWidth="half"
        first={first}
        shownWhen={TABS_SLIDER_WIDE_QUERY}
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      <Details slide={slide} />
    </div>
  )
}

/** The slide's content in the narrow slider: the phone image (or the main one) above the details. */
function NarrowSlide({ slide, first }: { slide: Slide; first: boolean }) {
  const mobile =
    typeof slide.image_mobile === 'object' && slide.image_mobile ? slide.image_mobile : slide.image
  return (
    <div className="flex flex-col gap-4">
      <SlideImage
        media={mobile}
        displayWidth="full"
        first={first}
        shownWhen={TABS_SLIDER_NARROW_QUERY}
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      <Details slide={slide} />
    </div>
  )
}

/**
 * Tabs on wide screens and a slider under 769 px (spec §4), both rendered here on the server so either shows
 * its first slide before any script runs; CSS shows one. Moves by itself every transition_delay seconds when
 * auto_slide is '1', only the layout shown.
 */
export const TabsSliderComponent: React.FC<TabsSliderBlock> = (block) => {
  const t = useTranslations('blocks.tabsSlider')
  const carouselWords = useCarouselWords()
  const headingId = useId()
  const slides = block.tab_slide_repeater
  const autoSlideMs = tabsAutoSlideMs(block.auto_slide, block.transition_delay)
  const leads = (hasImage(slides[0]?.image) || hasImage(slides[0]?.image_mobile)) && takeFirstPicture()
  return (
    // A light card whatever the section's background, so the tabs' colours stay readable.
    <div className={`flex flex-col gap-6 rounded-lg ${LIGHT_CARD}`}>
      <h2 id={headingId} className="text-3xl font-bold min-[769px]:sr-only">
        {block.heading}
      </h2>
      <div className="hidden min-[769px]:block">
        <LazyWideTabs
          labelledBy={headingId}
          autoSlideMs={autoSlideMs}
          words={{ start: carouselWords.start, stop: carouselWords.stop }}
          tabs={slides.map((slide, i) => ({
            id: `slide-${i + 1}`,
            title: slide.tab_title,
            panel: <Panel slide={slide} first={leads && i === 0} />,
          }))}
        />
      </div>
      <div className="relative min-[769px]:hidden">
        <LazyNarrowSlider
          label={block.heading}
          autoSlideMs={autoSlideMs}
          showArrows={block.show_arrows !== false}
          loadingLabel={t('loading')}
          carouselWords={carouselWords}
          slides={slides.map((slide, i) => (
            <NarrowSlide key={i} slide={slide} first={leads && i === 0} />
          ))}
        />
      </div>
    </div>
  )
}
