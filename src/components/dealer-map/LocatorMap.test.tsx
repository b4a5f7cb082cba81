// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { dealer } from '@/domain/locator/testDealer'
import type { MapPin } from '@/domain/map/pins'

import { DealerCard } from '../dealer-locator/DealerCard.client'
import { renderWithSite } from '../dealer-locator/testing'
import { LocatorMapToggle } from './LocatorMapToggle.client'

// MapLibre cannot draw in jsdom: the map's lazy part is replaced by its pins as plain buttons, which is what
// the real map puts over its canvas.
vi.mock('./lazyMapView.client', () => ({
  LazyMapView: ({ pins, onPin }: { pins: MapPin[]; onPin?: (pin: MapPin) => void }) => (
    <div>
      {pins.map((pin) => (
        <button key={pin.id} type="button" aria-label={pin.label} onClick={() => onPin?.(pin)}>
          {pin.number}
        </button>
      ))}
    </div>
  ),
  MapLoading: () => <p>Loading the map…</p>,
}))
let address = new URLSearchParams()
vi.mock('next/navigation', () => ({ useSearchParams: () => address }))
vi.mock('../lead-forms/ContactDealerDialog.client', () => ({
  ContactDealerDialog: ({ trigger }: { trigger: React.ReactNode }) => trigger,
}))
vi.mock('../lead-forms/BookingDialog.client', () => ({
  BookingDialog: ({ trigger }: { trigger: React.ReactNode }) => trigger,
}))

const dealers = [
  dealer({ id: 41, name: 'Harrowgate Brindle Mechanical', distance: 3.24 }),
  dealer({ id: 42, name: 'Frostmere Mechanical', distance: 7 }),
]

beforeEach(() => {
  address = new URLSearchParams()
  window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001&page=2')
})
afterEach(() => vi.restoreAllMocks())

describe('the locator’s map toggle', () => {
  it('starts closed with Show map, and opening it puts map=1 in the address beside the rest', () => {
    render(<LocatorMapToggle dealers={dealers} firstNumber={4} zip="10001" />)
    const button = screen.getByRole('button', { name: 'Show map' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.hasAttribute('aria-controls')).toBe(false)
    expect(screen.queryByRole('button', { name: /^4\. / })).toBeNull()
    fireEvent.click(button)
    expect(window.location.search).toBe('?zipcode=10001&page=2&map=1')
  })

  it('open by the address, shows Hide map and the poster; Move and zoom gives one pin per dealer, numbered from the page’s first card', () => {
    address = new URLSearchParams('zipcode=10001&map=1')
    render(<LocatorMapToggle dealers={dealers} firstNumber={4} zip="10001" />)
    const hide = screen.getByRole('button', { name: 'Hide map' })
    expect(hide.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(hide.getAttribute('aria-controls')!)).not.toBeNull()
    const poster = screen.getByRole('img', { name: 'Map of the 2 dealers shown, numbered as in the list' })
    expect(poster.getAttribute('src')).toMatch(
      /^\/api\/v1\/map\/poster\?w=768&h=320&safe=330&pins=[^&]*%2C4%3B[^&]*%2C5&code=10001&zoom=12$/,
    )
    expect(screen.queryByRole('button', { name: /^4\. / })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Move and zoom the map' }))
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Map of the dealers shown' }))
    expect(screen.queryByRole('button', { name: 'Move and zoom the map' })).toBeNull()
    expect(screen.getByRole('button', { name: '4. Harrowgate Brindle Mechanical, 3.2 miles' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '5. Frostmere Mechanical, 7.0 miles' })).toBeTruthy()
    window.history.replaceState(null, '', '/find-your-dealer?zipcode=10001&map=1')
    fireEvent.click(hide)
    expect(window.location.search).toBe('?zipcode=10001')
  })

  it('opened with Show map, the map moves at once; a pressed pin scrolls to its card and focuses it', () => {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    const tree = () => (
      <>
        <LocatorMapToggle dealers={dealers} firstNumber={1} zip="10001" />
        <ul>
          {dealers.map((d, i) => (
            <li key={d.data.companyID}>
              <DealerCard
                dealer={d}
                brandName="Alderline"
                zip="10001"
                dayIndex={1}
                reviewsAllowed={false}
                reviewsBase="/api/v1"
                number={i + 1}
              />
            </li>
          ))}
        </ul>
      </>
    )
    const view = renderWithSite(tree())
    // The address the router would give back once the toggle has replaced it.
    const replace = window.history.replaceState.bind(window.history)
    vi.spyOn(window.history, 'replaceState').mockImplementation((data, unused, url) => {
      replace(data, unused, url)
      address = new URL(String(url), window.location.href).searchParams
    })
    act(() => screen.getByRole('button', { name: 'Show map' }).click())
    // Next's router re-renders the address's readers after replaceState.
    view.rerender(tree())
    expect(screen.queryByRole('button', { name: 'Move and zoom the map' })).toBeNull()
    act(() => screen.getByRole('button', { name: '2. Frostmere Mechanical, 7.0 miles' }).click())
    const card = screen.getByRole('article', { name: 'Frostmere Mechanical' })
    expect(document.activeElement).toBe(card)
    expect(scrolled).toHaveBeenCalledOnce()
  })
})

describe('the card’s number', () => {
  it('shows the pin’s number on the card, hidden from screen readers (the pin’s name says it)', () => {
    renderWithSite(
      <DealerCard
        dealer={dealers[1]!}
        brandName="Alderline"
        zip="10001"
        dayIndex={1}
        reviewsAllowed={false}
        reviewsBase="/api/v1"
        number={5}
      />,
    )
    const card = screen.getByRole('article', { name: 'Frostmere Mechanical' })
    const badge = card.querySelector('[data-card-number]')!
    expect(badge.textContent).toBe('5')
    expect(badge.getAttribute('aria-hidden')).toBe('true')
    expect(card.id).toBe('dealer-card-42')
    expect(card.tabIndex).toBe(-1)
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Frostmere Mechanical')
  })

  it('shows no number where there is no map (the one dealer of single-dealer mode)', () => {
    renderWithSite(
      <DealerCard
        dealer={dealers[0]!}
        brandName="Alderline"
        zip={null}
        dayIndex={1}
        reviewsAllowed={false}
        reviewsBase="/api/v1"
      />,
    )
    expect(document.querySelector('[data-card-number]')).toBeNull()
  })
})
