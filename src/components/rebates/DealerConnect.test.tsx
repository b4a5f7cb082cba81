// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SUCCESS_TEXT } from '@/domain/leads/messages'

import { orderForVisit } from '@/domain/locator/ordering'
import { dealer } from '@/domain/locator/testDealer'

import { jsonAnswer, searchAnswer } from '../dealer-locator/testing'
import { fillValid } from '../lead-forms/testing'
import { resetProfileCache } from '../profile/profileStore'
import { NEW_YORK_REBATES, renderSavings, services, stubBrowserLayout } from './testing'

async function showRebates(zip = '10001') {
  fireEvent.change(screen.getByLabelText('Zip or postal code'), { target: { value: zip } })
  fireEvent.click(screen.getByRole('button', { name: 'See rebates' }))
  await screen.findByText('$5,000')
}

/** Opens the contact dialog from the rebate results, sends the form, reads the success text and closes. */
async function contactNearest() {
  fireEvent.click(await screen.findByRole('button', { name: 'Contact a local Alderline dealer' }))
  const dialog = screen.getByRole('dialog', { name: 'Contact Nearest Comfort' })
  fillValid()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
  expect(await within(dialog).findByText(SUCCESS_TEXT.dealer)).toBeTruthy()
  fireEvent.keyDown(dialog, { key: 'Escape' })
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

const cardNames = (scope: HTMLElement) => [...scope.querySelectorAll('article h3')].map((h) => h.textContent)

beforeEach(() => {
  stubBrowserLayout()
  sessionStorage.clear()
  resetProfileCache()
  delete window.dataLayer
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The dialog, the form and a few dealer cards make for a slow first render in jsdom on a busy machine.
describe('contacting a dealer from the rebate results', { timeout: 30_000 }, () => {
  it('sends the request to the nearest dealer, then shows Congrats! and the carousel of the others', async () => {
    const server = services({ rebates: jsonAnswer(NEW_YORK_REBATES) })
    vi.stubGlobal('fetch', server.fetch)
    renderSavings()
    await showRebates()
    expect(server.calls.some((c) => c.startsWith('/api/v1/dealers/locations?brand=ALD&zipcode=10001'))).toBe(
      true,
    )
    await contactNearest()

    // The focus moves from the closed dialog to the panel, not to the hidden button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Congrats!' })),
    )
    expect(screen.queryByRole('button', { name: 'Contact a local Alderline dealer' })).toBeNull()
    const congrats = screen.getByRole('region', { name: 'Congrats!' })
    expect(cardNames(congrats)).toEqual(['Nearest Comfort'])
    const more = screen.getByRole('region', { name: 'Connect with even more dealers' })
    expect(more.getAttribute('aria-roledescription')).toBe('carousel')
    expect(cardNames(more).sort()).toEqual(['Farther Heating', 'Third Air'])
    expect(screen.getByRole('heading', { level: 3, name: 'Connect with even more dealers' })).toBeTruthy()
    // The dealer joined the profile on close, so its card now reads Connected.
    expect(within(congrats).getByRole('button', { name: 'Connected' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
  })

  it('shows the others in the visit’s order, the same on every load of the visit', async () => {
    // Six dealers of the same territory bucket, which the specification lets the site shuffle.
    const territory = searchAnswer(
      '10001',
      [701, 702, 703, 704, 705, 706].map((id, i) =>
        dealer({
          id,
          name: id === 702 ? 'Nearest Comfort' : `Territory ${id}`,
          bucket: 2,
          distance: i === 1 ? 0.5 : 2 + i,
        }),
      ),
    )
    territory.randomizeBuckets = [2]
    document.cookie = 'dealer_order=987654321; Path=/'
    const orders: (string | null)[][] = []
    for (let load = 0; load < 2; load++) {
      vi.stubGlobal('fetch', services({ rebates: jsonAnswer(NEW_YORK_REBATES), dealers: territory }).fetch)
      renderSavings()
      await showRebates()
      await contactNearest()
      orders.push(cardNames(screen.getByRole('region', { name: 'Connect with even more dealers' })))
      cleanup()
      sessionStorage.clear()
      resetProfileCache()
    }
    const others = territory.dealers.filter((d) => d.data.name !== 'Nearest Comfort')
    expect(orders[0]).toEqual(orderForVisit(others, [2], 987654321).map((d) => d.data.name))
    expect(orders[1]).toEqual(orders[0])
    document.cookie = 'dealer_order=; Path=/; Max-Age=0'
  })

  it('leaves the carousel out when the block hides it', async () => {
    vi.stubGlobal('fetch', services({ rebates: jsonAnswer(NEW_YORK_REBATES) }).fetch)
    renderSavings({ hideSlider: true })
    await showRebates()
    await contactNearest()
    expect(screen.getByRole('region', { name: 'Congrats!' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Connect with even more dealers' })).toBeNull()
    expect(screen.queryByText('Connect with even more dealers')).toBeNull()
  })

  it('points to the dealer search when no dealer serves the zip', async () => {
    const none = searchAnswer('10001', [])
    vi.stubGlobal('fetch', services({ rebates: jsonAnswer(NEW_YORK_REBATES), dealers: none }).fetch)
    renderSavings()
    await showRebates()
    const link = await screen.findByRole('link', { name: 'Search for dealers near you' })
    expect(link.getAttribute('href')).toBe('/find-your-dealer/')
    expect(screen.getByText(/We couldn’t find a dealer serving 10001 yet\./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Contact a local Alderline dealer' })).toBeNull()
  })
})
