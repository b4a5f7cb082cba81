import { useTranslations } from 'next-intl'
import type React from 'react'

import { LazyCarousel as Carousel } from '@/components/ui/lazyCarousel.client'
import { QUOTE_SLIDER, QUOTE_SLIDER_HEIGHT_PX } from '@/domain/carousel/sliders'
import type { QuoteSliderBlock } from '@/payload-types'

import { hasImage, SlideImage } from '../../_core/shared/slider/SlideImage'
import { LIGHT_CARD } from '../../_core/shared/slider/styles'
import { takeFirstPicture } from '../../_core/shared/image/firstPicture'
import { useCarouselWords } from '../../_core/shared/slider/carouselWords'

type Slide = QuoteSliderBlock['slides'][number]

function QuoteSlide({ slide, first }: { slide: Slide; first: boolean }) {
  const t = useTranslations('blocks')
  return (
    <figure
      // At least 470 px high (spec §9); a long quote on a narrow screen grows rather than being cut off.
      style={{ minHeight: QUOTE_SLIDER_HEIGHT_PX }}
      className={`flex h-full flex-col overflow-hidden rounded-lg border border-line md:flex-row ${LIGHT_CARD}`}
    >
      {hasImage(slide.image) ? (
        <div className="relative h-56 shrink-0 md:h-auto md:w-2/5">
          <SlideImage
            media={slide.image}
            displayWidth="half"
            first={first}
            className="absolute inset-0 size-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col justify-center gap-4 p-6 md:p-10">
        {slide.sup_title ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{slide.sup_title}</p>
        ) : null}
        {slide.title ? <h3 className="text-2xl">{slide.title}</h3> : null}
        <blockquote className="text-lg leading-relaxed md:text-xl">
          <p>{t('quote', { quote: slide.quote })}</p>
        </blockquote>
        <figcaption className="font-semibold">{slide.author}</figcaption>
      </div>
    </figure>
  )
}

/** Quotes one at a time, 470 px high, wrapping at both ends: next from the last is the first (spec §4). */
export const QuoteSliderComponent: React.FC<QuoteSliderBlock> = ({ title, showTitle, slides }) => {
  const words = useCarouselWords()
  const leads = hasImage(slides[0]?.image) && takeFirstPicture()
  const quotes = slides.map((slide, i) => (
    <QuoteSlide key={slide.id ?? i} slide={slide} first={leads && i === 0} />
  ))
  return (
    <div className="flex flex-col gap-6">
      <h2 className={showTitle === false ? 'sr-only' : 'text-3xl font-bold'}>{title}</h2>
      <Carousel label={title} slides={quotes} settings={QUOTE_SLIDER} words={words} />
    </div>
  )
}
