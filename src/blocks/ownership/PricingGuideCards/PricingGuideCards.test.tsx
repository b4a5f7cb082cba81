// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { PricingGuideCardsComponent } from './Component'
import { pricingGuideCardsFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

describe('Pricing guide cards block', () => {
  it('shows each starting price in whole dollars under its product', () => {
    render(<PricingGuideCardsComponent {...pricingGuideCardsFixture} />)
    const section = screen.getByRole('region', { name: 'What does a new system cost?' })
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem')
    expect(
      cards.map((c) => [within(c).getByRole('heading', { level: 3 }).textContent, c.textContent]),
    ).toEqual([
      ['Air conditioner', expect.stringContaining('$5,400')],
      ['Gas furnace (80% and 90%)', expect.stringContaining('$3,400')],
      ['Heat pump', expect.stringContaining('$5,800')],
      ['Air handler', expect.stringContaining('$3,600')],
    ])
    expect(within(cards[0]!).getByText('Installed, before tax')).toBeTruthy()
  })

  it('shows the ductwork range and the call to action, and hides the range when asked', () => {
    render(<PricingGuideCardsComponent {...pricingGuideCardsFixture} />)
    expect(screen.getByText('$3,000 to $10,000')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get a quote from a dealer' }).getAttribute('href')).toBe(
      '/find-a-dealer/',
    )
    const { container } = render(
      <PricingGuideCardsComponent
        {...pricingGuideCardsFixture}
        ductwork={{ show: false, from: 3000, to: 10000 }}
        cta={{ label: 'x', url: 'javascript:alert(1)' }}
      />,
    )
    expect(within(container).queryByText(/New ductwork/)).toBeNull()
    expect(within(container).queryByRole('link')).toBeNull()
  })
})
