// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { jsonAnswer } from '../dealer-locator/testing'
import { NEW_YORK_REBATES, renderSavings, services, stubBrowserLayout } from './testing'

const search = (zip: string) => {
  fireEvent.change(screen.getByLabelText('Zip or postal code'), { target: { value: zip } })
  fireEvent.click(screen.getByRole('button', { name: 'See rebates' }))
}

beforeEach(() => {
  stubBrowserLayout()
  sessionStorage.clear()
  delete window.dataLayer
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('RebateSavings', { timeout: 20_000 }, () => {
  it('spins while it looks, then shows the area, the largest rebate in whole dollars and the programs', async () => {
    let answer: (r: Response) => void = () => undefined
    const server = services({ rebates: () => new Promise<Response>((resolve) => (answer = resolve)) })
    vi.stubGlobal('fetch', server.fetch)
    renderSavings()
    search(' 10001 ')
    expect(screen.getByRole('status').textContent).toBe('Looking up rebates for 10001…')
    expect(server.calls[0]).toBe('/api/v1/rebates/productRebateDetails.json?zip=10001&pageSize=1')
    expect(window.dataLayer).toEqual([
      { event: 'ecorebates-search', form_id: 'rebate-savings', zipcode: '10001' },
    ])

    await act(async () => answer(jsonAnswer(NEW_YORK_REBATES)))
    expect(await screen.findByRole('heading', { level: 3, name: 'Rebates for New York, NY' })).toBeTruthy()
    expect(screen.getByText('$5,000')).toBeTruthy()
    expect(screen.getByText('Maximum rebate for heat pumps')).toBeTruthy()
    const link = screen.getByRole('link', {
      name: 'Demo: Empire State Heat Pump Rebate (opens in a new tab)',
    })
    expect(link.getAttribute('href')).toBe('https://example.com/empire')
    expect(link.getAttribute('target')).toBe('_blank')
    // A stored address that fails the link rule is shown as text, never as a link.
    expect(screen.getByText('Demo: Unsafe Program').closest('a')).toBeNull()
    // A page of this site opens in the same tab.
    const own = screen.getByRole('link', { name: 'Demo: City Bonus' })
    expect(own.getAttribute('href')).toBe('/demo/rebate-programs#city-bonus')
    expect(own.getAttribute('target')).toBeNull()
    expect(screen.queryByRole('status', { name: /Looking up/ })).toBeNull()
  })

  it('says so when the area has no rebates', async () => {
    vi.stubGlobal(
      'fetch',
      services({ rebates: jsonAnswer({ area: { cityState: 'Cheyenne, WY' }, productRebateDetails: [] }) })
        .fetch,
    )
    renderSavings()
    search('82001')
    expect(await screen.findByText('No rebates found for this location.')).toBeTruthy()
  })

  it('shows the error text at once for an unknown zip', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const server = services({ rebates: jsonAnswer({ error: 'Unknown' }, 404) })
    vi.stubGlobal('fetch', server.fetch)
    renderSavings()
    search('00000')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to retrieve savings information. Please check your Zip Code and try again.',
    )
    expect(server.calls.filter((c) => c.includes('/rebates/'))).toHaveLength(1)
    // Asking again for the same zip asks the service again.
    search('00000')
    await waitFor(() => expect(server.calls.filter((c) => c.includes('/rebates/'))).toHaveLength(2))
    expect(await screen.findByRole('alert')).toBeTruthy()
  })

  it('retries a failing service twice, a second and then two apart, before showing the error text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const server = services({ rebates: jsonAnswer({ error: 'Internal error' }, 500) })
    vi.stubGlobal('fetch', server.fetch)
    renderSavings()
    search('10001')
    const rebateCalls = () => server.calls.filter((c) => c.includes('/rebates/')).length
    await act(async () => vi.advanceTimersByTimeAsync(999))
    expect(rebateCalls()).toBe(1)
    await act(async () => vi.advanceTimersByTimeAsync(1))
    await act(async () => vi.advanceTimersByTimeAsync(2000))
    expect(rebateCalls()).toBe(3)
    await act(async () => vi.advanceTimersByTimeAsync(10))
    expect(screen.getByRole('alert').textContent).toMatch(/^Unable to retrieve savings information/)
  })

  it('asks for a zip, and for a valid one, without calling the service', async () => {
    const server = services({ rebates: jsonAnswer(NEW_YORK_REBATES) })
    vi.stubGlobal('fetch', server.fetch)
    renderSavings()
    const box = screen.getByLabelText('Zip or postal code')
    search('   ')
    await waitFor(() => expect(document.activeElement).toBe(box))
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter your zip or postal code to see rebates near you.',
    )
    search('1234')
    expect(screen.getByText(/^Please enter a 5-digit zip code/)).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(server.calls).toEqual([])
  })
})
