// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { IntlProviders } from '@/i18n/testing'
import { renderWithSite, searchAnswer } from '@/components/dealer-locator/testing'
import { dealer } from '@/domain/locator/testDealer'
import type { SiteSetting } from '@/payload-types'

import { DealerLocatorComponent } from './Component'
import { dealerLocatorFixture } from './fixture'

const settings = { brandName: 'Alderline', customerServicePhone: '1-800-555-0142' } as SiteSetting

vi.mock('@/components/lead-forms/ContactDealerDialog.client', () => ({
  ContactDealerDialog: ({ trigger }: { trigger: React.ReactNode }) => trigger,
}))
vi.mock('@/components/lead-forms/BookingDialog.client', () => ({
  BookingDialog: ({ trigger }: { trigger: React.ReactNode }) => trigger,
}))

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/find-your-dealer')
})

describe('DealerLocator block', { timeout: 30_000 }, () => {
  it('renders the editor’s title at its level, the introduction paragraphs and a zip box', () => {
    renderWithSite(
      <IntlProviders>
        <DealerLocatorComponent {...dealerLocatorFixture} data={{ settings, initial: null }} />
      </IntlProviders>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Find your local dealer' })).toBeTruthy()
    expect(screen.getAllByText(/Independent dealers|Enter your zip code/)).toHaveLength(2)
    expect(screen.getByRole('search', { name: 'Find a dealer near you' })).toBeTruthy()
  })

  it('renders the request’s first results without a search in the browser', () => {
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001')
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const initial = {
      zip: '10001',
      response: searchAnswer('10001', [dealer({ id: 1, name: 'First Dealer' })]),
    }
    renderWithSite(
      <IntlProviders>
        <DealerLocatorComponent
          {...dealerLocatorFixture}
          locator_block_title={null}
          data={{ settings, initial }}
        />
      </IntlProviders>,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'First Dealer' })).toBeTruthy()
    expect(screen.getByText('Showing 1-1 of 1')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
