// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { fakeBrowser } from '@/components/ui/fakeBrowser'

import { QuoteSliderComponent } from './Component'
import { quoteSliderFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

vi.mock('@/components/ui/lazyCarousel.client', async () => ({
  LazyCarousel: (await import('@/components/ui/Carousel.client')).Carousel,
}))

beforeEach(() => fakeBrowser({ width: 375 }))

describe('QuoteSlider', () => {
  it('shows each quote with its small line, title and author, one slide at a time', () => {
    render(<QuoteSliderComponent {...quoteSliderFixture} />)
    const carousel = screen.getByRole('region', { name: 'What homeowners say' })
    const [first, second] = within(carousel).getAllByRole('group')
    expect(first!.getAttribute('aria-label')).toBe('1 of 2')
    expect(within(first!).getByText('Heat pump owner')).toBeTruthy()
    expect(within(first!).getByRole('heading', { level: 3, name: 'Quiet all winter' })).toBeTruthy()
    expect(within(first!).getByText('“We barely hear it, and the bills went down.”')).toBeTruthy()
    expect(within(first!).getByText('Dana R., Columbus')).toBeTruthy()
    expect(within(second!).getByText('Luis M., Duluth')).toBeTruthy()
  })

  it('is at least 470 px high, with arrows and dots on every screen', () => {
    render(<QuoteSliderComponent {...quoteSliderFixture} />)
    const quote = screen.getByText('Dana R., Columbus').closest('figure')!
    expect(quote.style.minHeight).toBe('470px')
    expect(screen.getByRole('button', { name: 'Next slide' }).className).not.toMatch(
      /(^| )(min-\[\d+px\]:)?hidden/,
    )
  })

  it('shows the portrait when there is one and lays out a quote without one', () => {
    const { container } = render(<QuoteSliderComponent {...quoteSliderFixture} />)
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]!.getAttribute('alt')).toBe('Dana in her kitchen')
    expect(images[0]!.getAttribute('loading')).toBe('eager')
  })
})
