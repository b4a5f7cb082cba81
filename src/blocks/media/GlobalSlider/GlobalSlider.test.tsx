// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { fakeBrowser } from '@/components/ui/fakeBrowser'

import { GlobalSliderComponent } from './Component'
import { globalSliderFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

vi.mock('@/components/ui/lazyCarousel.client', async () => ({
  LazyCarousel: (await import('@/components/ui/Carousel.client')).Carousel,
}))

beforeEach(() => fakeBrowser())

describe('GlobalSlider', () => {
  it('shows the heading and a carousel named by it, one labelled slide per card', () => {
    render(<GlobalSliderComponent {...globalSliderFixture} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Explore our product lines' })).toBeTruthy()
    const carousel = screen.getByRole('region', { name: 'Explore our product lines' })
    const slides = within(carousel).getAllByRole('group')
    expect(slides).toHaveLength(3)
    expect(within(slides[1]!).getByRole('heading', { level: 3, name: 'Heat pumps' })).toBeTruthy()
    expect(within(slides[1]!).getByText('Heats and cools.')).toBeTruthy()
  })

  it('links a slide title only to a safe address', () => {
    render(<GlobalSliderComponent {...globalSliderFixture} />)
    expect(screen.getByRole('link', { name: 'Furnaces' }).getAttribute('href')).toBe('/products/furnaces')
    expect(screen.queryByRole('link', { name: 'Thermostats' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Thermostats' })).toBeTruthy()
  })

  it('loads the first image at once and the others lazily, each with its sizes and alt text', () => {
    const { container } = render(<GlobalSliderComponent {...globalSliderFixture} />)
    const images = [...container.querySelectorAll('img')]
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
    expect(images.map((img) => img.getAttribute('decoding'))).toEqual(['sync', 'async', 'async'])
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null])
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Gas furnace in a basement',
      'Heat pump beside a house',
      '',
    ])
    expect(images[0]!.getAttribute('srcset')).toContain('480w')
    expect(images[0]!.getAttribute('width')).toBe('1600')
  })

  it('keeps arrows readable on phones: a deep-blue button gets a white arrow, not the deep blue chosen', () => {
    render(<GlobalSliderComponent {...globalSliderFixture} />)
    const style = screen.getByRole('region').getAttribute('style') ?? ''
    expect(style).toContain('--cl-abg-m: var(--color-brand-900)')
    expect(style).toContain('--cl-afg-m: #fff')
  })

  it('can keep the heading for screen readers only', () => {
    render(<GlobalSliderComponent {...globalSliderFixture} showTitle={false} />)
    const heading = screen.getByRole('heading', { level: 2, name: 'Explore our product lines' })
    expect(heading.className).toBe('sr-only')
  })
})
