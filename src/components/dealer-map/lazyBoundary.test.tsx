// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DealerMap, LocatorMapToggle } from './index'

// The maps' public modules must not bring MapLibre with them: it loads only when a map is opened or comes on
// screen. Here MapLibre is a stand-in that records being loaded.
const loaded = vi.hoisted(() => ({ maplibre: false }))
vi.mock('maplibre-gl', () => {
  loaded.maplibre = true
  return { Map: class {}, Marker: class {}, setWorkerUrl: () => undefined }
})
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }))

/** An IntersectionObserver the test tells when the map's box comes near the screen. */
let comeIntoView: () => void = () => undefined
class Observer {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    comeIntoView = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never)
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', Observer)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        style: null,
        basemap: '/api/v1/map/basemap?v=1',
        worker: '/api/v1/map/worker?v=1',
        stylesheet: '/api/v1/map/stylesheet?v=1',
        point: null,
      }),
    ),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('the lazy boundary of the maps', () => {
  it('loads MapLibre only when a dealer’s map comes near the screen; without WebGL it says so in text', async () => {
    render(<LocatorMapToggle dealers={[]} firstNumber={1} zip="10001" />)
    render(<DealerMap dealer={{ companyId: 7, name: 'Acme Heating', lat: 40.75, lon: -73.99 }} />)
    expect(screen.getByRole('status').textContent).toBe('Loading the map…')
    expect(loaded.maplibre).toBe(false)

    await act(async () => comeIntoView())
    // jsdom has no WebGL: the map gives way to a sentence, and the page's list and address stay the way in.
    expect(
      await screen.findByText('The map can’t be shown here. Every dealer on the map is in the list.'),
    ).toBeTruthy()
    expect(loaded.maplibre).toBe(true)
    expect(fetch).toHaveBeenCalledWith('/api/v1/map/config', expect.anything())
  })
})
