// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import type { Locale } from '@/config/locales'
import { dealer } from '@/domain/locator/testDealer'
import { IntlProviders, wordsOf } from '@/i18n/testing'
import { resetProfileCache } from '@/components/profile/profileStore'

import { DealerCard } from './DealerCard.client'
import { renderWithSite } from './testing'
import { ZeroResults } from './ZeroResults'

const acme = dealer({
  id: 7,
  name: 'Acme Heating',
  distance: 2.4,
  reviews: 12,
  data: {
    phone1: '5550100123',
    showAddress: true,
    addressLine1: '12 Main St',
    city: 'New York',
    state: 'NY',
    zipcode: '10001',
    leasingOption: true,
    emergencyService: true,
    dealerInfo: { data: { weekHours: { mon: '8am-5pm', sun: '' } } },
  },
})

const show = (locale: Locale) =>
  renderWithSite(
    <IntlProviders locale={locale}>
      <DealerCard
        dealer={acme}
        brandName="Alderline"
        zip="10001"
        dayIndex={1}
        reviewsAllowed
        reviewsBase="/api/v1"
      />
    </IntlProviders>,
  )

/** The text of the card's phone link (its hidden part says whom the number calls). */
const call = (card: HTMLElement) => card.querySelector('a[href^="tel:"]')?.textContent

// Intl separates a number from its unit with a no-break space in French.
const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

// The visitor's profile (a dealer already contacted shows 'Connected') lives in session storage and a module
// cache that other files of the same worker may have filled: each test starts from no contact.
beforeEach(() => {
  window.sessionStorage.clear()
  resetProfileCache()
})

describe('a dealer card in Spanish and in Quebec French', () => {
  it('speaks US Spanish: distance in miles, reviews, badges, hours and buttons', () => {
    show('es')
    const card = screen.getByRole('article', { name: 'Acme Heating' })
    expect(within(card).getByText('a 2.4 mi')).toBeTruthy()
    expect(within(card).getByRole('button', { name: '12 reseñas de Google' })).toBeTruthy()
    expect(call(card)).toBe('Llamar a Acme Heating al (555) 010-0123')
    expect(within(card).getByRole('link', { name: /^Cómo llegar/ }).textContent).toBe(
      'Cómo llegar a Acme Heating (se abre en una pestaña nueva)',
    )
    const badges = within(card).getByRole('list', { name: 'Distintivos' })
    expect(within(badges).getByText('Servicio de emergencia 24/7')).toBeTruthy()
    expect(within(badges).getByRole('link', { name: 'Arrendamiento' })).toBeTruthy()
    expect(within(card).getByText('Hoy:')).toBeTruthy()
    expect(within(card).getByText('lunes')).toBeTruthy()
    expect(within(card).getAllByText('Cerrado')).toHaveLength(6)
    expect(within(card).getByRole('button', { name: 'Contactar al distribuidor: Acme Heating' })).toBeTruthy()
    expect(within(card).getByRole('button', { name: /^Reservar una visita/ }).textContent).toBe(
      'Reservar una visita con Acme Heating',
    )
  })

  it('speaks Quebec French: kilometres, Quebec phone format, badges, hours and buttons', () => {
    show('fr-CA')
    const card = screen.getByRole('article', { name: 'Acme Heating' })
    expect(spaces(within(card).getByText(/km$/).textContent)).toBe('à 3,9 km')
    expect(within(card).getByRole('button', { name: '12 avis Google' })).toBeTruthy()
    expect(call(card)).toBe('Appeler Acme Heating au 555-010-0123')
    const badges = within(card).getByRole('list', { name: 'Distinctions' })
    expect(within(badges).getByRole('link', { name: 'Location' })).toBeTruthy()
    expect(within(card).getByText('lundi')).toBeTruthy()
    expect(within(card).getAllByText('Fermé')).toHaveLength(6)
    expect(within(card).getByText('Voir l’horaire complet')).toBeTruthy()
    const connect = within(card).getByRole('button', { name: /^Communiquer avec le détaillant/ })
    expect(spaces(connect.textContent)).toBe('Communiquer avec le détaillant : Acme Heating')
  })

  it('says a zip has no dealers in each language, the support hours on a 24-hour clock in French', () => {
    const { unmount } = renderWithSite(
      <ZeroResults
        variant="support"
        zip="H2X 1Y4"
        supportPhone="800-555-0100"
        t={wordsOf('locator', 'fr-CA')}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Merci de votre intérêt' })).toBeTruthy()
    expect(spaces(screen.getByText(/^Appelez-nous au/).textContent)).toBe(
      'Appelez-nous au 800-555-0100, du lundi au vendredi, de 7 h à 17 h (heure du Centre).',
    )
    unmount()
    renderWithSite(
      <ZeroResults variant="standard" zip="10001" supportPhone="" t={wordsOf('locator', 'es')} />,
    )
    expect(
      screen.getByRole('heading', { name: 'Encontramos 0 distribuidores que atienden cerca de 10001' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buscar más distribuidores' })).toBeTruthy()
  })
})
