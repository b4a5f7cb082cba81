// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DealerMap, LocatorMapToggle } from './index'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The maps' public modules must not bring MapLibre with them: it loads only when a map is opened or asked to
// move. Here MapLibre is a stand-in that records being loaded.
const loaded = vi.hoisted(() => ({ maplibre: false }))
vi.mock('maplibre-gl', () => {
  loaded.maplibre = true
  return { Map: class {}, Marker: class {}, setWorkerUrl: () => undefined }
})
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }))

beforeEach(() => {
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
  it('a dealer’s map is its poster until asked to move; then MapLibre loads, and without WebGL it says so in text', async () => {
    render(<LocatorMapToggle dealers={[]} firstNumber={1} zip="10001" />)
    render(<DealerMap dealer={{ companyId: 7, name: 'Acme Heating', lat: 40.75, lon: -73.99 }} />)
    expect((await screen.findByRole('img', { name: 'Map: Acme Heating' })).getAttribute('src')).toBe(
      '/api/v1/map/poster?w=720&h=256&safe=320&pins=40.75%2C-73.99%2C1&zoom=11',
    )
    await act(async () => undefined)
    expect(loaded.maplibre).toBe(false)

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move and zoom the map' })))
    // jsdom has no WebGL: the map gives way to a sentence, and the page's list and address stay the way in.
    expect(
      await screen.findByText('The map can’t be shown here. Every dealer on the map is in the list.'),
    ).toBeTruthy()
    expect(loaded.maplibre).toBe(true)
    expect(fetch).toHaveBeenCalledWith('/api/v1/map/config', expect.anything())
  })
})
