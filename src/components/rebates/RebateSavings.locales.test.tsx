// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Locale } from '@/config/locales'
import { IntlProviders } from '@/i18n/testing'

import { renderWithSite, jsonAnswer } from '../dealer-locator/testing'
import { withSettings } from '../lead-forms/testing'
import { RebateSavings } from './RebateSavings.client'
import { NEW_YORK_REBATES, services, stubBrowserLayout } from './testing'

beforeEach(() => {
  stubBrowserLayout()
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

const show = (locale: Locale) =>
  renderWithSite(
    <IntlProviders locale={locale}>
      {withSettings(
        <RebateSavings
          brandName="Alderline"
          rebatesBase="/api/v1"
          hideSlider={false}
          dayIndex={1}
          headingLevel="h3"
        />,
      )}
    </IntlProviders>,
  )

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe('the rebates finder in Spanish and Quebec French', { timeout: 20_000 }, () => {
  it('asks for a zip and shows the results in Spanish', async () => {
    vi.stubGlobal('fetch', services({ rebates: jsonAnswer(NEW_YORK_REBATES) }).fetch)
    show('es')
    fireEvent.click(screen.getByRole('button', { name: 'Ver reembolsos' }))
    expect(
      screen.getByText('Escriba su código postal (ZIP) para ver los reembolsos de su zona.'),
    ).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Código postal (ZIP)'), { target: { value: '10001' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ver reembolsos' }))
    expect(await screen.findByRole('heading', { name: 'Reembolsos para New York, NY' })).toBeTruthy()
    expect(screen.getByText('Reembolso máximo para bombas de calor')).toBeTruthy()
    expect(screen.getByText('$5,000')).toBeTruthy()
    expect(
      screen.getByRole('link', {
        name: 'Demo: Empire State Heat Pump Rebate (se abre en una pestaña nueva)',
      }),
    ).toBeTruthy()
    expect(
      await screen.findByRole('button', { name: 'Comunicarse con un distribuidor local de Alderline' }),
    ).toBeTruthy()
  })

  it('speaks Quebec French: the hint for a malformed code, rebates in Canadian dollars, the error', async () => {
    vi.stubGlobal('fetch', services({ rebates: jsonAnswer(NEW_YORK_REBATES) }).fetch)
    const { unmount } = show('fr-CA')
    expect(screen.getByRole('form', { name: 'Trouver des remises par code postal' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Code postal'), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Voir les remises' }))
    expect(
      screen.getByText(
        'Veuillez entrer un code postal canadien (comme K1A 0B1) ou un code ZIP américain à 5 chiffres (comme 10001).',
      ),
    ).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Code postal'), { target: { value: '10001' } })
    fireEvent.click(screen.getByRole('button', { name: 'Voir les remises' }))
    expect(await screen.findByText('Remise maximale pour thermopompes')).toBeTruthy()
    expect(spaces(screen.getByText(/\$$/).textContent)).toBe('5 000 $')
    expect(
      await screen.findByRole('button', {
        name: 'Communiquer avec un détaillant Alderline de votre région',
      }),
    ).toBeTruthy()
    unmount()

    vi.stubGlobal('fetch', services({ rebates: jsonAnswer({ error: 'down' }, 500) }).fetch)
    show('fr-CA')
    fireEvent.change(screen.getByLabelText('Code postal'), { target: { value: 'H2X 1Y4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Voir les remises' }))
    expect(
      await screen.findByText(
        'Impossible d’obtenir les renseignements sur les économies. Veuillez vérifier votre code postal et réessayer.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy()
  })
})
