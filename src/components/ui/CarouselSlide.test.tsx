// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'

import { DEFAULT_CAROUSEL } from '@/domain/carousel/settings'

import { BLANK_IMAGE } from './blankImage'
import { Carousel } from './Carousel.client'
import { OffFirstViewSource } from './CarouselSlide.client'
import { fakeBrowser } from './fakeBrowser'

beforeEach(() => fakeBrowser({ width: 400 }))

const picture = (n: number) => (
  <picture key={n}>
    <OffFirstViewSource />
    <img src={`/slide-${n}.webp`} alt={`Slide ${n}`} loading="lazy" />
  </picture>
)

/** Spec defaults: 1 slide per view on phones, 2 on tablets, 3 on desktops. */
const carousel = <Carousel label="Products" slides={[1, 2, 3, 4].map(picture)} settings={DEFAULT_CAROUSEL} />

/** Each picture's blanking source, as its media query, or null when it has none. */
const blanking = (root: ParentNode) =>
  [...root.querySelectorAll('picture')].map((p) => {
    const source = p.querySelector('source')
    if (!source) return null
    expect(source.getAttribute('srcset')).toBe(BLANK_IMAGE)
    return source.getAttribute('media')
  })

describe('OffFirstViewSource', () => {
  it('in the server HTML, blanks each slide at the widths where it lies beyond the first view', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(carousel)
    expect(blanking(host)).toEqual([
      null,
      '(width < 600px)',
      '(width < 600px), (600px <= width < 1024px)',
      'all',
    ])
  })

  it('goes once the carousel has hydrated, so the browser loads every slide’s picture', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    host.innerHTML = renderToString(carousel)
    const pictures = [...host.querySelectorAll('picture')]
    const sources = [...host.querySelectorAll('source')]
    expect(sources).toHaveLength(3)
    const root = await act(async () => hydrateRoot(host, carousel))
    expect(blanking(host)).toEqual([null, null, null, null])
    // The same picture elements: hydration kept the server's, and only the sources were taken out.
    expect([...host.querySelectorAll('picture')]).toEqual(pictures)
    expect(sources.every((source) => !source.isConnected)).toBe(true)
    expect(host.querySelectorAll('img')).toHaveLength(4)
    act(() => root.unmount())
    host.remove()
  })

  it('adds nothing to a carousel rendered in the browser, nor to a picture outside any carousel', () => {
    const { container } = render(
      <>
        {carousel}
        {picture(5)}
      </>,
    )
    expect(blanking(container)).toEqual([null, null, null, null, null])
  })
})
