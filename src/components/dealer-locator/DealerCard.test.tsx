// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { cloneElement, isValidElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { dealer } from '@/domain/locator/testDealer'

import { recordLead } from '../profile/useProfile.client'
import { DealerCard, type DealerCardProps } from './DealerCard.client'
import { jsonAnswer, renderWithSite } from './testing'

// The lead dialogs are the lead forms' own (tested there); here only their triggers matter. A connected
// dialog marks its trigger aria-disabled, as the real one does.
vi.mock('../lead-forms/ContactDealerDialog.client', () => ({
  ContactDealerDialog: ({ trigger, connected }: { trigger: React.ReactNode; connected?: boolean }) =>
    connected && isValidElement<{ 'aria-disabled'?: boolean }>(trigger)
      ? cloneElement(trigger, { 'aria-disabled': true })
      : trigger,
}))
vi.mock('../lead-forms/BookingDialog.client', () => ({
  BookingDialog: ({ trigger }: { trigger: React.ReactNode }) => trigger,
}))

const acme = dealer({
  id: 7,
  name: 'Acme Heating and Air Conditioning Co',
  distance: 2.4,
  rating: 3.5,
  reviews: 12,
  data: {
    phone1: '5550100123',
    showAddress: true,
    addressLine1: '12 Main St',
    city: 'New York',
    state: 'NY',
    zipcode: '10001',
    leasingOption: true,
    showFinancing: true,
  },
  whodis: { routingGroupID: null, assignedNumbers: [{ number: '15550100777', numberType: 'value-brand' }] },
})

const show = (over: Partial<DealerCardProps> = {}) =>
  renderWithSite(
    <DealerCard
      dealer={acme}
      brandName="Alderline"
      zip="10001"
      dayIndex={1}
      reviewsAllowed
      reviewsBase="/api/v1"
      {...over}
    />,
  )

const review = (i: number) => ({
  author_name: `Reviewer ${i}`,
  rating: 4,
  date: '2026-01-02T00:00:00.000Z',
  text: `Text ${i}`,
  owner_response: i === 0 ? 'Thanks!' : null,
  owner_response_date: null,
})
const reviewPage = (page: number, count: number) => ({
  reviews: Array.from({ length: count }, (_, i) => review((page - 1) * 10 + i)),
  metadata: { average_rating: 3.5, total_review_count: 12 },
  page,
  pageAmount: 10,
  totalPages: 2,
})

beforeEach(() => window.sessionStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('DealerCard', { timeout: 30_000 }, () => {
  it('shows the assigned number as a tel: link, distance, address, stars and the long-name layout', () => {
    show()
    expect(screen.getByRole('link', { name: /\(555\) 010-0777/ }).getAttribute('href')).toBe('tel:5550100777')
    expect(screen.getByText('2.4 mi away')).toBeTruthy()
    expect(screen.getByText('12 Main St')).toBeTruthy()
    expect(screen.getByText('Rated 3.5 out of 5')).toBeTruthy()
    expect(document.querySelectorAll('[data-star="half"]')).toHaveLength(1)
    expect(document.querySelector('article')?.getAttribute('data-long-name')).toBe('true')
    expect(screen.getByRole('link', { name: /Directions/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\//,
    )
  })

  it('shows Leasing (linked) instead of Financing', () => {
    show()
    const badges = within(screen.getByRole('list', { name: 'Badges' }))
    expect(badges.getByRole('link', { name: 'Leasing' }).getAttribute('href')).toBe('/pricing/leasing/')
    expect(badges.queryByText('Financing')).toBeNull()
  })

  it("reads '0 Google Reviews' without a dialog when there are none, and nothing while reviews are off", () => {
    const { unmount } = show({ dealer: { ...acme, metaData: { ...acme.metaData, total_review_count: 0 } } })
    expect(screen.getByText('0 Google Reviews')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Google Review/ })).toBeNull()
    unmount()
    show({ reviewsAllowed: false })
    expect(screen.queryByText(/Google Review/)).toBeNull()
    expect(screen.queryByText(/Rated/)).toBeNull()
  })

  it("turns into a disabled 'Connected' once this visit sent the dealer a lead", () => {
    show()
    expect(screen.getByRole('button', { name: /Connect with Dealer/ })).toBeTruthy()
    act(() => recordLead('lead-1', 7))
    // aria-disabled rather than disabled, so it can take the focus back from the dialog.
    expect(screen.getByRole('button', { name: 'Connected' }).getAttribute('aria-disabled')).toBe('true')
    expect(screen.queryByRole('button', { name: /Connect with Dealer/ })).toBeNull()
  })

  it('opens the reviews dialog with ten reviews and See More until all are loaded; logs a failure', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonAnswer(reviewPage(1, 10)))
      .mockResolvedValueOnce(jsonAnswer(reviewPage(2, 2)))
    show()
    fireEvent.click(screen.getByRole('button', { name: '12 Google Reviews' }))
    const dialog = await screen.findByRole('dialog', { name: 'Acme Heating and Air Conditioning Co Reviews' })
    await within(dialog).findByText('Reviewer 9')
    expect(within(dialog).getByText('Thanks!')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'See More' }))
    await within(dialog).findByText('Reviewer 11')
    expect(within(dialog).queryByRole('button', { name: 'See More' })).toBeNull()
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(
      '/api/v1/reviews/dealers/retrieve-reviews/7?page=2&pageAmount=10',
    )
  })
})
