// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { renderWithSite, searchAnswer } from '@/components/dealer-locator/testing'
import { dealer } from '@/domain/locator/testDealer'

import { DealerLocatorComponent } from './Component'
import { dealerLocatorFixture } from './fixture'

const state = vi.hoisted(() => ({ zip: null as string | null }))

vi.mock('@/lib/site/queries', () => ({
  getSiteSettings: async () => ({ brandName: 'Alderline', customerServicePhone: '1-800-555-0142' }),
}))
vi.mock('./requestZip', () => ({ locatorRequestZip: () => state.zip }))
vi.mock('./initialResults', () => ({
  loadInitialResults: async (zip: string) => ({
    zip,
    response: searchAnswer(zip, [dealer({ id: 1, name: 'First Dealer' })]),
  }),
}))
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
  it('renders the editor’s title at its level, the introduction paragraphs and a zip box', async () => {
    state.zip = null
    renderWithSite(<>{await DealerLocatorComponent(dealerLocatorFixture)}</>)
    expect(screen.getByRole('heading', { level: 1, name: 'Find your local dealer' })).toBeTruthy()
    expect(screen.getAllByText(/Independent dealers|Enter your zip code/)).toHaveLength(2)
    expect(screen.getByRole('search', { name: 'Find a dealer near you' })).toBeTruthy()
  })

  it('renders the request’s first results without a search in the browser', async () => {
    state.zip = '10001'
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001')
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    renderWithSite(
      <>{await DealerLocatorComponent({ ...dealerLocatorFixture, locator_block_title: null })}</>,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'First Dealer' })).toBeTruthy()
    expect(screen.getByText('Showing 1-1 of 1')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
