import { describe, expect, it } from 'vitest'

import { offFirstViewMedia } from './offFirstView'
import { DEFAULT_CAROUSEL, type CarouselSettings } from './settings'

const perView = (mobile: number, tablet: number, desktop: number): CarouselSettings => ({
  mobile: { ...DEFAULT_CAROUSEL.mobile, slidesPerView: mobile },
  tablet: { ...DEFAULT_CAROUSEL.tablet, slidesPerView: tablet },
  desktop: { ...DEFAULT_CAROUSEL.desktop, slidesPerView: desktop },
})

describe('offFirstViewMedia', () => {
  it('is null for the first slide, which every first view shows', () => {
    expect(offFirstViewMedia(perView(1, 1, 1), 0)).toBeNull()
    expect(offFirstViewMedia(DEFAULT_CAROUSEL, 0)).toBeNull()
  })

  it('names the devices whose first view ends before the slide: 1, 2 and 3 per view', () => {
    const settings = perView(1, 2, 3)
    expect(offFirstViewMedia(settings, 1)).toBe('(width < 600px)')
    expect(offFirstViewMedia(settings, 2)).toBe('(width < 600px), (600px <= width < 1024px)')
    expect(offFirstViewMedia(settings, 3)).toBe('all')
    expect(offFirstViewMedia(settings, 7)).toBe('all')
  })

  it('covers every width, breakpoints included, when one slide shows on every device', () => {
    expect(offFirstViewMedia(perView(1, 1, 1), 1)).toBe('all')
  })

  it('handles a device showing more slides than a wider one', () => {
    expect(offFirstViewMedia(perView(2, 1, 4), 1)).toBe('(600px <= width < 1024px)')
    expect(offFirstViewMedia(perView(2, 1, 4), 3)).toBe('(width < 600px), (600px <= width < 1024px)')
  })
})
