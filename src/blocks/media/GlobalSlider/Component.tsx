import type React from 'react'

import { LazyCarousel as Carousel } from '@/components/ui/lazyCarousel.client'
import { resolveLook } from '@/domain/carousel/look'
import { resolveCarousel } from '@/domain/carousel/settings'

import { useCarouselWords } from '../../_core/shared/slider/carouselWords'
import type { GlobalSliderBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { TEXT_LINK } from '../../_core/shared/styles'
import { takeFirstPicture } from '../../_core/shared/image/firstPicture'
import { hasImage, SlideImage } from '../../_core/shared/slider/SlideImage'
import { LIGHT_CARD } from '../../_core/shared/slider/styles'

type Slide = GlobalSliderBlock['slides'][number]

/** One card: the image, the title (the link, when the slide has a safe one) and the text. */
function SlideCard({ slide, first }: { slide: Slide; first: boolean }) {
  const href = pageOrUrlHref(slide.linkPage, slide.link)
  return (
    <article className={`flex h-full flex-col overflow-hidden rounded-lg border border-line ${LIGHT_CARD}`}>
      <SlideImage
        media={slide.image}
        displayWidth="third"
        first={first}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-xl">
          {href ? (
            <a href={href} className={TEXT_LINK}>
              {slide.title}
            </a>
          ) : (
            slide.title
          )}
        </h3>
        {slide.text ? <p className="text-muted">{slide.text}</p> : null}
      </div>
    </article>
  )
}

/**
 * The configurable carousel ("global slider"): cards with the editor's options per device (spec §3), the
 * defaults of spec §9 where a device's options are not turned on.
 */
export const GlobalSliderComponent: React.FC<GlobalSliderBlock> = ({ title, showTitle, slides, options }) => {
  const words = useCarouselWords()
  const devices = { desktop: options?.desk, tablet: options?.tablet, mobile: options?.mobile }
  const leads = hasImage(slides[0]?.image) && takeFirstPicture()
  const cards = slides.map((slide, i) => (
    <SlideCard key={slide.id ?? i} slide={slide} first={leads && i === 0} />
  ))
  return (
    <div className="flex flex-col gap-6">
      <h2 className={showTitle === false ? 'sr-only' : 'text-3xl font-bold'}>{title}</h2>
      <Carousel
        label={title}
        slides={cards}
        settings={resolveCarousel(devices)}
        look={resolveLook(devices)}
        words={words}
      />
    </div>
  )
}
