// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { dealer } from '@/domain/locator/testDealer'

import { CATALOGUES, IntlProviders } from '@/i18n/testing'

import { renderWithSite } from '../dealer-locator/testing'
import { DealerProfile, type DealerProfileProps } from './DealerProfile'

// The lead dialogs are the lead forms' own (tested there); here only their triggers matter.
vi.mock('../lead-forms/ContactDealerDialog.client', () => ({
  ContactDealerDialog: ({ trigger }: { trigger: React.ReactNode }) => trigger,
}))
vi.mock('../lead-forms/BookingDialog.client', () => ({
  BookingDialog: ({ trigger }: { trigger: React.ReactNode }) => trigger,
}))
// The page's islands load their code near the viewport (tested in site/deferredIsland); here, at once.
vi.mock('./lazy.client', async () => ({
  LazyDealerActions: (await import('./DealerActions.client')).DealerActions,
  LazyOpeningStatus: (await import('./OpeningStatus.client')).OpeningStatus,
  LazyBadgeList: (await import('../dealer-locator/BadgeList.client')).BadgeList,
}))
vi.mock('../dealer-map/lazyPosterMap.client', async () => ({
  LazyPosterMap: (await import('../dealer-map/PosterMap.client')).PosterMap,
}))

const hours = { mon: '8:00 AM - 5:00 PM', tue: '8:00 AM - 5:00 PM', sat: 'Closed' }

function props(over: Partial<DealerProfileProps['dealer']['data']> = {}): DealerProfileProps {
  const record = dealer({
    id: 7,
    name: 'Frostmere Mechanical',
    rating: 4.5,
    reviews: 3,
    data: {
      phone1: '2125550114',
      showAddress: true,
      addressLine1: '12 Main St',
      city: 'New York',
      state: 'NY',
      zipcode: '10001',
      emergencyService: true,
      showFinancing: true,
      financeURL: 'https://finance.example/apply',
      dealerInfo: { data: { weekHours: hours } },
      ...over,
    },
  })
  return {
    dealer: { ...record, metaData: { ...record.metaData, dealer_url: 'https://frostmere.example' } },
    timeZone: 'America/New_York',
    reviews: [{ author_name: 'Dana', rating: 5, date: '2026-10-01T12:00:00.000Z', text: 'Quick and tidy.' }],
    nearby: [
      {
        name: 'Valewick Heating',
        pagePath: '/dealers/ny/new-york/valewick-heating/',
        city: 'New York',
        state: 'NY',
        distance: 1.24,
      },
    ],
    brandName: 'Alderline',
    share: [],
  }
}

describe('a dealer’s page', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // Monday 2026-11-30 10:00 AM in New York.
    vi.setSystemTime(new Date('2026-11-30T15:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows the address, phone, links, hours, services, reviews and nearby dealers', async () => {
    renderWithSite(
      <IntlProviders>
        <DealerProfile {...props()} />
      </IntlProviders>,
    )
    await act(async () => undefined)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frostmere Mechanical')
    expect(screen.getByText('12 Main St')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Call Frostmere Mechanical/ }).getAttribute('href')).toBe(
      'tel:2125550114',
    )
    expect(screen.getByRole('link', { name: /^Financing options/ }).getAttribute('href')).toBe(
      'https://finance.example/apply',
    )
    expect(screen.getByRole('link', { name: /^Website/ }).getAttribute('href')).toBe(
      'https://frostmere.example/',
    )
    expect(screen.getByTestId('opening-status').textContent).toBe('Open now')
    expect(
      within(screen.getByRole('region', { name: 'Services' })).getByText('24/7 emergency service'),
    ).toBeTruthy()
    expect(screen.getByText('Quick and tidy.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Valewick Heating' }).getAttribute('href')).toBe(
      '/dealers/ny/new-york/valewick-heating/',
    )
    expect(screen.getByRole('button', { name: 'Connect with Dealer: Frostmere Mechanical' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Book a visit\s*with Frostmere Mechanical$/ })).toBeTruthy()
    expect(document.querySelectorAll('[data-dealer-map="dealer"]')).toHaveLength(1)
  })

  it('keeps a private address private and says when a closed dealer opens next', async () => {
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z')) // Saturday
    renderWithSite(
      <IntlProviders>
        <DealerProfile {...props({ showAddress: false })} />
      </IntlProviders>,
    )
    await act(async () => undefined)
    expect(screen.queryByText('12 Main St')).toBeNull()
    expect(screen.getByText('Serving New York, NY and the area around it.')).toBeTruthy()
    expect(screen.getByTestId('opening-status').textContent).toBe('Closed, opens Mon 8:00 AM')
    // No map either: its pin would show where the dealer works from.
    expect(document.querySelector('[data-dealer-map]')).toBeNull()
  })

  it('speaks the page’s language: French headings, days, services, distances, buttons and opening status', async () => {
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z')) // Saturday
    const fr = CATALOGUES['fr-CA']
    renderWithSite(
      <IntlProviders locale="fr-CA">
        <DealerProfile {...props()} />
      </IntlProviders>,
    )
    await act(async () => undefined)
    for (const heading of [
      fr.dealerProfile.contact,
      fr.dealerProfile.hours,
      fr.dealerProfile.latestReviews,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy()
    }
    const services = screen.getByRole('region', { name: fr.dealerProfile.services })
    expect(within(services).getByText(fr.dealerProfile.service.emergencyService)).toBeTruthy()
    expect(screen.getByText('lundi')).toBeTruthy()
    expect(screen.getAllByText(fr.locator.closed).length).toBeGreaterThan(0)
    expect(screen.getByText('1 octobre 2026')).toBeTruthy()
    // 1.24 miles is 2,0 km.
    expect(screen.getByText(/New York, NY · à 2,0\s?km/)).toBeTruthy()
    expect(
      screen.getByRole('button', {
        name: `${fr.locator.connectWithDealer}${fr.locator.connectDealerName.replace('{name}', 'Frostmere Mechanical')}`,
      }),
    ).toBeTruthy()
    // Saturday: closed until Monday 8:00, said in French with the 24-hour clock.
    expect(screen.getByTestId('opening-status').textContent).toMatch(/^Fermé, ouvre lundi à 8 h 00$/)
    expect(screen.queryByText(/Open now|Closed, opens/)).toBeNull()
  })
})
