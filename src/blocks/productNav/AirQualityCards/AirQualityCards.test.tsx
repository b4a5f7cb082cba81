// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { AirQualityCardsComponent } from './Component'
import { airQualityCardsFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const show = (over: Partial<typeof airQualityCardsFixture> = {}) =>
  render(<AirQualityCardsComponent {...airQualityCardsFixture} {...over} />)

describe('Air-quality product cards block', () => {
  it('shows the three cards as h3s under the block’s h2, with the specification’s figures', () => {
    show()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Products for cleaner, more comfortable air',
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Whole-home air cleaner',
      'Whole-home humidifier',
      'Pleated air filter',
    ])
    expect(screen.getByText('Captures up to 99.98% of particles')).toBeTruthy()
    expect(screen.getByText('For homes up to 4,200 or 5,000 sq ft')).toBeTruthy()
    expect(screen.getByText('Lasts up to 6 months')).toBeTruthy()
  })

  it('shows the figures an editor changed', () => {
    show({
      airCleaner: { ...airQualityCardsFixture.airCleaner, particlesPercent: 99.5 },
      filter: { ...airQualityCardsFixture.filter, months: 3 },
    })
    expect(screen.getByText('Captures up to 99.5% of particles')).toBeTruthy()
    expect(screen.getByText('Lasts up to 3 months')).toBeTruthy()
  })

  it('describes each link by its card’s title and drops unsafe links', () => {
    show()
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(2)
    const first = links[0]!
    expect(first.getAttribute('href')).toBe('/products/indoor-air-quality/air-purification/')
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Whole-home air cleaner',
    )
    expect(within(links[1]!.closest('article')!).getByText('Learn more')).toBeTruthy()
  })

  it('makes the card titles h2s without a block title', () => {
    show({ title: null })
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })
})
