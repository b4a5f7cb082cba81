// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { NO_FILTERS } from '@/domain/locator/filters'
import { FIRST_VIEW } from '@/domain/locator/locatorQuery'
import { orderForVisit } from '@/domain/locator/ordering'
import { dealer } from '@/domain/locator/testDealer'

import { DealerLocator, type DealerLocatorProps } from './DealerLocator.client'

// The contact dialog is the lead forms' own (tested there); here only its trigger matters.
vi.mock('../lead-forms/ContactDealerDialog.client', () => ({
  ContactDealerDialog: ({ trigger }: { trigger: React.ReactNode }) => trigger,
}))
vi.mock('../lead-forms/BookingDialog.client', () => ({
  BookingDialog: ({ trigger }: { trigger: React.ReactNode }) => trigger,
}))
import { jsonAnswer, renderWithSite, searchAnswer } from './testing'

const seven = Array.from({ length: 7 }, (_, i) =>
  dealer({
    id: i + 1,
    name: `Dealer ${i + 1}`,
    data: { dealerType: i % 2 ? 'NON-CC' : 'CC', nateCertified: i < 2 },
  }),
)
const props = (over: Partial<DealerLocatorProps> = {}): DealerLocatorProps => ({
  initial: { zip: '10001', response: searchAnswer('10001', seven) },
  zeroVariant: 'standard',
  brandName: 'Alderline',
  supportPhone: '1-800-555-0142',
  dayIndex: 1,
  ...over,
})
const cardNames = () => [...document.querySelectorAll('article h3')].map((h) => h.textContent)
// jsdom lays nothing out and has no scrollIntoView; the locator calls it when the pages are turned.
const scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>()
Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true })

beforeEach(() => {
  scrollIntoView.mockClear()
  window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001')
  window.localStorage.clear()
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'))
})
afterEach(() => vi.restoreAllMocks())

// Rendering a page of cards with their dialogs and tooltips is slow in jsdom on a busy machine.
describe('DealerLocator', { timeout: 30_000 }, () => {
  it('shows the server’s first page at once, three cards and the range', () => {
    renderWithSite(<DealerLocator {...props()} />)
    expect(cardNames()).toEqual(['Dealer 1', 'Dealer 2', 'Dealer 3'])
    expect(screen.getByText('Showing 1-3 of 7')).toBeTruthy()
    expect(globalThis.fetch).not.toHaveBeenCalled()
  })

  it('pages with numbers and prev/next, disabled at the ends, and marks the current page', () => {
    renderWithSite(<DealerLocator {...props()} />)
    const prev = screen.getByRole('button', { name: /^Prev/ })
    const next = screen.getByRole('button', { name: /^Next/ })
    expect(prev).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(cardNames()).toEqual(['Dealer 7'])
    expect(screen.getByText('Showing 7-7 of 7')).toBeTruthy()
    expect(next).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page')
    fireEvent.click(prev)
    expect(screen.getByText('Showing 4-6 of 7')).toBeTruthy()
  })

  it('starts each turned page at its range: focus moves there and it is scrolled to the top', () => {
    renderWithSite(<DealerLocator {...props()} />)
    const next = screen.getByRole('button', { name: /^Next/ })
    next.focus()
    fireEvent.click(next)
    const range = screen.getByText('Showing 4-6 of 7')
    expect(document.activeElement).toBe(range)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(range)
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' })
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(document.activeElement).toBe(screen.getByText('Showing 7-7 of 7'))
    fireEvent.click(screen.getByRole('button', { name: /^Prev/ }))
    expect(document.activeElement).toBe(screen.getByText('Showing 4-6 of 7'))
    expect(scrollIntoView).toHaveBeenCalledTimes(3)
  })

  it('leaves focus in the filter panel when a filter sends the list back to page 1', () => {
    renderWithSite(<DealerLocator {...props()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    scrollIntoView.mockClear()
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }))
    const box = screen.getByLabelText('Customer Care Dealer')
    box.focus()
    fireEvent.click(box)
    expect(screen.getByText('Showing 1-3 of 4')).toBeTruthy()
    expect(document.activeElement).toBe(box)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('filters with a count on the button, back to page 1 on every change', () => {
    renderWithSite(<DealerLocator {...props()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }))
    fireEvent.click(screen.getByLabelText('Customer Care Dealer'))
    expect(screen.getByTestId('filter-count').textContent).toBe('1')
    expect(screen.getByText('Showing 1-3 of 4')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('NATE Certified'))
    expect(screen.getByTestId('filter-count').textContent).toBe('2')
    expect(cardNames()).toEqual(['Dealer 1'])
    fireEvent.click(screen.getByLabelText('NATE Certified'))
    expect(screen.getByTestId('filter-count').textContent).toBe('1')
  })

  it('says so when the filters leave nobody', () => {
    renderWithSite(<DealerLocator {...props()} />)
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }))
    fireEvent.click(screen.getByLabelText('24/7 Emergency Service'))
    expect(screen.getByText('Sorry, we can’t find any dealers to match your request.')).toBeTruthy()
    expect(screen.getByText('You can try adjusting your filters for better results.')).toBeTruthy()
  })

  it('keeps the page and filters in the address: a page is a new entry, a filter replaces it', () => {
    renderWithSite(<DealerLocator {...props()} />)
    const entries = window.history.length
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }))
    fireEvent.click(screen.getByLabelText('Customer Care Dealer'))
    expect(window.location.search).toBe('?zipcode=10001&filter=dealerType')
    expect(window.history.length).toBe(entries)
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(window.location.search).toBe('?zipcode=10001&filter=dealerType&page=2')
    expect(window.history.length).toBe(entries + 1)
    expect(screen.getByText('Showing 4-4 of 4')).toBeTruthy()
  })

  it('follows Back and Forward', () => {
    renderWithSite(<DealerLocator {...props()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(cardNames()).toEqual(['Dealer 7'])
    // What the browser does on Back: the earlier address, then popstate.
    act(() => {
      window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(cardNames()).toEqual(['Dealer 1', 'Dealer 2', 'Dealer 3'])
    act(() => {
      window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001&filter=nateCertified&page=1')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(cardNames()).toEqual(['Dealer 1', 'Dealer 2'])
    expect(screen.getByTestId('filter-count').textContent).toBe('1')
  })

  it('shows the page and filters the server was asked for from its first render', () => {
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001&filter=dealerType&page=2')
    const view = { ...FIRST_VIEW, page: 2, filters: { ...NO_FILTERS, dealerType: true } }
    const { container } = renderWithSite(
      <DealerLocator {...props({ initial: { ...props().initial!, view } })} />,
    )
    expect(container.textContent).toContain('Showing 4-4 of 4')
    expect(cardNames()).toEqual(['Dealer 7'])
    expect(screen.getByTestId('filter-count').textContent).toBe('1')
  })

  it('renders the page and filters of the server’s request into its HTML', () => {
    const view = { ...FIRST_VIEW, page: 2, filters: { ...NO_FILTERS, dealerType: true } }
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <DealerLocator {...props({ initial: { ...props().initial!, view } })} />
      </QueryClientProvider>,
    )
    expect(html).toContain('Showing 4-4 of 4')
    expect(html).toContain('Dealer 7')
    expect(html).not.toContain('Dealer 1<')
  })

  it('shows the last page for a page past it', () => {
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001&page=40')
    renderWithSite(<DealerLocator {...props()} />)
    expect(screen.getByText('Showing 7-7 of 7')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page')
  })

  it('orders a search of its own with the visit’s seed, and keeps the server’s seed for the visit', async () => {
    document.cookie = 'dealer_order=; Path=/; Max-Age=0'
    const territory = seven.map((d) => ({ ...d, searchInfo: { kind: 'territory' as const, bucket: 2 } }))
    const answer = { ...searchAnswer('10002', territory), randomizeBuckets: [2] }
    const first = renderWithSite(
      <DealerLocator {...props({ initial: { ...props().initial!, seed: 31337 } })} />,
    )
    expect(document.cookie).toContain('dealer_order=31337')
    first.unmount()

    window.history.replaceState(null, '', '/find-your-dealer?zipcode=10002')
    vi.mocked(globalThis.fetch).mockResolvedValue(jsonAnswer(answer))
    renderWithSite(<DealerLocator {...props({ initial: null })} />)
    expect(await screen.findByText('Showing 1-3 of 7')).toBeTruthy()
    const expected = orderForVisit(answer.dealers, [2], 31337).map((d) => d.data.name)
    expect(cardNames()).toEqual(expected.slice(0, 3))
    // Not the service's order (which this seed happens to change), so the seed is what ordered it.
    expect(expected.slice(0, 3)).not.toEqual(['Dealer 1', 'Dealer 2', 'Dealer 3'])
    document.cookie = 'dealer_order=; Path=/; Max-Age=0'
  })

  it.each([
    ['standard', 'We found 0 dealers servicing near 89301'],
    ['short', 'No dealers found near 89301.'],
    ['support', 'Thank you for your interest'],
  ] as const)('shows the %s zero-result variant', (variant, text) => {
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=89301')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderWithSite(
      <DealerLocator
        {...props({ zeroVariant: variant, initial: { zip: '89301', response: searchAnswer('89301', []) } })}
      />,
    )
    expect(screen.getByText(text, { exact: false })).toBeTruthy()
    if (variant !== 'support')
      expect(screen.getByRole('link', { name: 'Find more dealers' }).getAttribute('href')).toBe(
        '/find-a-dealer/',
      )
    else expect(screen.getByRole('link', { name: '1-800-555-0142' })).toBeTruthy()
    expect(warn).toHaveBeenCalledWith('Dealer lookup found no dealers for 89301')
  })

  it('searches a stored zip in the browser behind a skeleton', async () => {
    window.history.replaceState(null, '', '/find-your-dealer')
    window.localStorage.setItem('zipcode', '10001')
    vi.mocked(globalThis.fetch).mockResolvedValue(jsonAnswer(searchAnswer('10001', seven.slice(0, 2))))
    renderWithSite(<DealerLocator {...props({ initial: null })} />)
    expect(screen.getByRole('status', { name: 'Loading dealers' })).toBeTruthy()
    expect(await screen.findByText('Showing 1-2 of 2')).toBeTruthy()
    const url = new URL(String(vi.mocked(globalThis.fetch).mock.calls[0]?.[0]), 'http://x')
    expect(url.pathname).toBe('/api/v1/dealers/locations')
    expect(url.searchParams.get('zipcode')).toBe('10001')
    expect(url.searchParams.get('brand')).toBe('ALD')
  })

  it('moves focus to the results summary when its own zip box gives way to them', async () => {
    window.history.replaceState(null, '', '/find-your-dealer')
    vi.mocked(globalThis.fetch).mockResolvedValue(jsonAnswer(searchAnswer('99723', seven.slice(0, 1))))
    renderWithSite(<DealerLocator {...props({ initial: null })} />)
    fireEvent.change(screen.getByLabelText('Zip or postal code'), { target: { value: '99723' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find dealers' }))
    expect(await screen.findByText('Showing 1-1 of 1')).toBeTruthy()
    expect(document.activeElement?.textContent).toMatch(/^Dealers near 99723/)
    expect(window.location.search).toBe('?zipcode=99723')
  })

  it('uses the alternate path and hides reviews while the info-endpoint flag is on', async () => {
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001&utm_source=partner-x')
    vi.mocked(globalThis.fetch).mockResolvedValue(jsonAnswer(searchAnswer('10001', seven.slice(0, 1))))
    renderWithSite(<DealerLocator {...props()} />, { markers: ['partner-x'] })
    expect(await screen.findByText('Showing 1-1 of 1')).toBeTruthy()
    expect(String(vi.mocked(globalThis.fetch).mock.calls[0]?.[0])).toContain('/api/v1/dealers/locate?')
    expect(screen.queryByText(/Google Review/)).toBeNull()
    expect(JSON.parse(window.localStorage.getItem('infoEndpoint')!).expiresAt).toBeGreaterThan(Date.now())
  })

  it('shows the one configured dealer in single-dealer mode, looked up by company id', async () => {
    vi.mocked(globalThis.fetch).mockResolvedValue(jsonAnswer(dealer({ id: 42, name: 'Only Dealer' })))
    renderWithSite(<DealerLocator {...props()} />, { isSingleDealer: true, singleDealerCompanyId: 42 })
    expect(await screen.findByRole('heading', { name: 'Only Dealer' })).toBeTruthy()
    expect(cardNames()).toEqual(['Only Dealer'])
    expect(String(vi.mocked(globalThis.fetch).mock.calls[0]?.[0])).toBe(
      '/api/v1/dealers/lookup?brand=ALD&cid=42',
    )
    expect(screen.queryByText(/Showing/)).toBeNull()
  })

  it('retries after a 429 once a second has passed, then shows the dealers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false })
    try {
      window.history.replaceState(null, '', '/find-your-dealer?zipcode=10002')
      vi.mocked(globalThis.fetch)
        .mockResolvedValueOnce(jsonAnswer({ error: 'Too many requests' }, 429, { 'retry-after': '0' }))
        .mockResolvedValueOnce(jsonAnswer(searchAnswer('10002', seven.slice(0, 3))))
      renderWithSite(<DealerLocator {...props({ initial: null })} />)
      await act(() => vi.advanceTimersByTimeAsync(999))
      expect(globalThis.fetch).toHaveBeenCalledTimes(1)
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(globalThis.fetch).toHaveBeenCalledTimes(2)
      await act(() => vi.advanceTimersByTimeAsync(20))
      expect(within(document.body).getByText('Showing 1-3 of 3')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the nearest dealers farther away under their own line, with the customer-service line', () => {
    const far = [1, 2].map((id) => ({
      ...dealer({ id, name: `Far ${id}`, distance: 120 + id }),
      searchInfo: { kind: 'nearest' as const, bucket: 5 },
    }))
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=89301')
    renderWithSite(
      <DealerLocator {...props({ initial: { zip: '89301', response: searchAnswer('89301', far) } })} />,
    )
    expect(
      screen.getByRole('heading', {
        name: 'No dealer serves 89301 yet. These are the nearest, farther away:',
      }),
    ).toBeTruthy()
    expect(screen.getByText('121.0 mi away')).toBeTruthy()
    expect(screen.getByTestId('customer-service-line').textContent).toBe(
      'Or call our customer service team at 1-800-555-0142, Mon-Fri 7am-5pm CST.',
    )
    expect(screen.queryByText(/We found 0 dealers/)).toBeNull()
  })

  it('searches again with the sort and radius chosen, kept in the address as new entries', async () => {
    vi.mocked(globalThis.fetch).mockImplementation(async () =>
      jsonAnswer(searchAnswer('10001', seven.slice(0, 2))),
    )
    renderWithSite(<DealerLocator {...props()} />)
    const sort = screen.getByLabelText<HTMLSelectElement>('Sort by')
    const radius = screen.getByLabelText<HTMLSelectElement>('Within')
    expect(sort.value).toBe('distance')
    expect(radius.value).toBe('default')
    const before = window.history.length
    fireEvent.change(sort, { target: { value: 'rating' } })
    expect(window.location.search).toBe('?zipcode=10001&sort=rating')
    fireEvent.change(radius, { target: { value: '25' } })
    expect(window.location.search).toBe('?zipcode=10001&sort=rating&radius=25')
    expect(window.history.length).toBe(before + 2)
    expect(await screen.findByText('Showing 1-2 of 2')).toBeTruthy()
    const urls = vi.mocked(globalThis.fetch).mock.calls.map((c) => new URL(String(c[0]), 'http://x'))
    const last = urls.at(-1)!
    expect(last.searchParams.get('sort')).toBe('rating')
    expect(last.searchParams.get('radius')).toBe('25')
    expect(sort.value).toBe('rating')
    expect(radius.value).toBe('25')
  })
})
