// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { WarrantyTypesComponent } from './Component'
import { warrantyTypesFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

describe('Types of warranties block', () => {
  it('shows the base, registered and extended warranty with their terms', () => {
    render(<WarrantyTypesComponent {...warrantyTypesFixture} />)
    const section = screen.getByRole('region', { name: 'Types of warranties' })
    const cards = within(section).getAllByRole('listitem')
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Base limited warranty',
      'Registered limited warranty',
      'Extended warranty',
    ])
    expect(within(cards[0]!).getByText('Usually 5 years')).toBeTruthy()
    expect(within(cards[0]!).getByText(/more than 60 days after installation/)).toBeTruthy()
    expect(within(cards[1]!).getByText('Usually 10 years')).toBeTruthy()
    expect(within(cards[1]!).getByText('Covers parts, not labor.')).toBeTruthy()
    expect(within(cards[2]!).getByText('Optional')).toBeTruthy()
  })

  it('uses the editor’s numbers and can leave out the extended warranty', () => {
    render(
      <WarrantyTypesComponent
        {...warrantyTypesFixture}
        registrationDays={90}
        registeredYears={12}
        showExtended={false}
      />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('Usually 12 years')).toBeTruthy()
    expect(screen.getByText(/within 90 days of installation/)).toBeTruthy()
  })
})
