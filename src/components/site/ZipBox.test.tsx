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
