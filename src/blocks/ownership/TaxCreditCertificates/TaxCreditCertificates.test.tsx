// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { TaxCreditCertificatesComponent } from './Component'
import { taxCreditCertificatesFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const cardsOf = () =>
  within(screen.getByRole('region', { name: 'Manufacturer tax credit certificates' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.closest('li') as HTMLElement)

describe('Tax credit certificates block', () => {
  it('shows each kind of equipment with the efficiency it must reach', () => {
    render(<TaxCreditCertificatesComponent {...taxCreditCertificatesFixture} />)
    const cards = cardsOf()
    const lines = (card: HTMLElement) =>
      within(within(card).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(cards).toHaveLength(6)
    expect(lines(cards[0]!)).toEqual(['95 AFUE or higher'])
    expect(lines(cards[1]!)).toEqual(['14 SEER or higher', '12 EER or higher', '8 HSPF or higher'])
    expect(lines(cards[3]!)).toEqual(['16 SEER or higher', '13 EER or higher'])
    expect(lines(cards[4]!)).toEqual(['15 SEER or higher', '12.5 EER or higher', '8.5 HSPF or higher'])
    expect(lines(cards[5]!)).toEqual(['Uses at most 2% of the furnace’s total energy'])
  })

  it('links the uploaded certificate as a site path, and nothing for one the page read did not fill in', () => {
    render(<TaxCreditCertificatesComponent {...taxCreditCertificatesFixture} />)
    const [furnace, heatPump] = cardsOf()
    const link = within(furnace!).getByRole('link', { name: /Gas furnace tax credit certificate/ })
    expect(link.getAttribute('href')).toBe('/api/documents/file/gas-furnace-certificate.pdf')
    expect(within(heatPump!).queryByRole('link')).toBeNull()
  })
})
