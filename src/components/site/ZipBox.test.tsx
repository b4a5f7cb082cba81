// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SiteProvider, useSite } from './SiteContext.client'
import { ZipBox } from './ZipBox.client'

function SiteZip() {
  return <output data-testid="site-zip">{useSite().zip ?? 'none'}</output>
}

const show = () =>
  render(
    <SiteProvider
      isSingleDealer={false}
      singleDealerCompanyId={null}
      infoEndpointMarkers={[]}
      brandCode="ALD"
      apiBase="/api/v1"
      reviewsBase="/api/v1"
    >
      <ZipBox />
      <SiteZip />
    </SiteProvider>,
  )

const submit = (value: string) => {
  fireEvent.change(screen.getByLabelText('Zip or postal code'), { target: { value } })
  fireEvent.click(screen.getByRole('button', { name: 'Find dealers' }))
}

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/products?tab=2')
})

describe('ZipBox', () => {
  it('ignores a leading space, stores the zip, sets the site zip and puts it in the address', () => {
    show()
    submit(' 10001')
    expect(window.localStorage.getItem('zipcode')).toBe('10001')
    expect(screen.getByTestId('site-zip').textContent).toBe('10001')
    expect(window.location.pathname + window.location.search).toBe('/products?tab=2&zipcode=10001')
  })

  it('accepts a Canadian postal code and searches its canonical form', () => {
    show()
    submit('m5v3l9')
    expect(screen.getByTestId('site-zip').textContent).toBe('M5V 3L9')
  })

  it('explains a value that fails the lookup rule, and stores nothing', () => {
    show()
    submit('1234')
    const input = screen.getByLabelText('Zip or postal code')
    expect(screen.getByText(/Please enter a 5-digit zip code/)).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(input)
    expect(window.localStorage.getItem('zipcode')).toBeNull()
    expect(window.location.search).toBe('?tab=2')
  })

  it('starts from the address’s zip, else the stored one', () => {
    window.localStorage.setItem('zipcode', '99723')
    const first = show()
    expect(screen.getByTestId('site-zip').textContent).toBe('99723')
    first.unmount()
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001')
    show()
    expect(screen.getByTestId('site-zip').textContent).toBe('10001')
  })

  it('shows the page’s zip in the box, and a zip chosen in another box of the page', () => {
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=k1a0b1&page=3&filter=nateCertified')
    render(
      <SiteProvider
        isSingleDealer={false}
        singleDealerCompanyId={null}
        infoEndpointMarkers={[]}
        brandCode="ALD"
        apiBase="/api/v1"
        reviewsBase="/api/v1"
      >
        <ZipBox size="compact" formLabel="Find a local dealer" />
        <ZipBox formLabel="Find a dealer near you" />
      </SiteProvider>,
    )
    const header = screen.getByRole('search', { name: 'Find a local dealer' }).querySelector('input')!
    const own = screen.getByRole('search', { name: 'Find a dealer near you' }).querySelector('input')!
    expect([header.value, own.value]).toEqual(['K1A 0B1', 'K1A 0B1'])
    fireEvent.change(own, { target: { value: '99723' } })
    fireEvent.submit(own.form!)
    expect(header.value).toBe('99723')
    // A new zip's results start at their first page; the filters stay.
    expect(window.location.search).toBe('?zipcode=99723&filter=nateCertified')
  })

  it('leaves what the visitor is typing when the zip changes', () => {
    window.history.replaceState(null, '', '/?zipcode=10001')
    show()
    const input = screen.getByLabelText<HTMLInputElement>('Zip or postal code')
    expect(input.value).toBe('10001')
    input.focus()
    fireEvent.change(input, { target: { value: '9972' } })
    window.history.pushState(null, '', '/?zipcode=89301')
    fireEvent(window, new PopStateEvent('popstate'))
    expect(screen.getByTestId('site-zip').textContent).toBe('89301')
    expect(input.value).toBe('9972')
  })

  it('fills the zip from the browser’s position, or says why it cannot', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
      void ok
      fail({ code: 1, message: 'denied' } as GeolocationPositionError)
    })
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
    render(
      <SiteProvider
        isSingleDealer={false}
        singleDealerCompanyId={null}
        infoEndpointMarkers={[]}
        brandCode="ALD"
        apiBase="/api/v1"
        reviewsBase="/api/v1"
      >
        <ZipBox withLocation />
      </SiteProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(await screen.findByText(/Location access was refused/)).toBeTruthy()

    getCurrentPosition.mockImplementation((ok: PositionCallback) =>
      ok({ coords: { latitude: 40.75, longitude: -73.99 } } as GeolocationPosition),
    )
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ zipcode: '10001', city: 'New York', state: 'NY', country: 'US' })),
      )
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    await vi.waitFor(() => expect(window.localStorage.getItem('zipcode')).toBe('10001'))
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/geo/nearest-zip?lat=40.75&lon=-73.99')
    fetchMock.mockRestore()
  })
})

describe('ZipBox with a city', () => {
  const places = (list: object[]) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ places: list })))
  const place = (name: string, state: string, stateName: string, zipcode: string) => ({
    name,
    state,
    stateName,
    country: 'US',
    zipcode,
    label: `${name}, ${state}`,
  })

  it('searches the one place a city and state name', async () => {
    const fetch = places([place('Saint Louis', 'MO', 'Missouri', '63105')])
    show()
    submit('St. Louis, MO')
    expect(await screen.findByText('63105', { selector: '[data-testid="site-zip"]' })).toBeTruthy()
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/geo/places?q=St.+Louis%2C+MO&match=whole&limit=10')
    expect(window.location.search).toBe('?tab=2&zipcode=63105')
  })

  it('offers a list to pick from for an ambiguous name, with focus on it', async () => {
    places([
      place('Springfield', 'MA', 'Massachusetts', '01109'),
      place('Springfield', 'IL', 'Illinois', '62701'),
    ])
    show()
    submit('springfield')
    const list = await screen.findByRole('group', { name: 'Which Springfield do you mean?' })
    expect(document.activeElement).toBe(list)
    expect(screen.getByTestId('site-zip').textContent).toBe('none')
    fireEvent.click(screen.getByRole('button', { name: 'Springfield, Illinois' }))
    expect(screen.getByTestId('site-zip').textContent).toBe('62701')
    expect(screen.queryByRole('group')).toBeNull()
    expect((screen.getByLabelText('Zip or postal code') as HTMLInputElement).value).toBe('62701')
  })

  it('gives the zip hint for a name that is no place', async () => {
    places([])
    show()
    submit('Nowhere at all')
    expect(await screen.findByText(/Please enter a 5-digit zip code/)).toBeTruthy()
    expect(screen.getByTestId('site-zip').textContent).toBe('none')
  })
})
