// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { fakeBrowser } from '@/components/ui/fakeBrowser'

import { TabsSliderComponent } from './Component'
import { tabsSliderFixture } from './fixture'
import { IntlProviders, renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

vi.mock('./lazy.client', async () => ({
  LazyWideTabs: (await import('./WideTabs.client')).WideTabs,
  LazyNarrowSlider: (await import('./NarrowSlider.client')).NarrowSlider,
}))

afterEach(() => vi.useRealTimers())

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent

describe('TabsSlider on wide screens', () => {
  it('shows tabs named by the heading, the first one open, and another on a click', () => {
    fakeBrowser({ width: 1280 })
    render(<TabsSliderComponent {...tabsSliderFixture} auto_slide="0" />)
    const tablist = screen.getByRole('tablist', { name: 'Why choose Alderline?' })
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Tested to last', 'Quiet comfort', 'Local dealers'])
    expect(within(screen.getByRole('tabpanel')).getByText(/test stand/)).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Local dealers' }))
    expect(within(screen.getByRole('tabpanel')).getByText(/Independent dealers/)).toBeTruthy()
  })

  it("moves on every transition_delay seconds when auto_slide is '1', from the last back to the first", () => {
    vi.useFakeTimers()
    fakeBrowser({ width: 1280 })
    render(<TabsSliderComponent {...tabsSliderFixture} />)
    act(() => vi.advanceTimersByTime(4999))
    expect(selectedTab()).toBe('Tested to last')
    act(() => vi.advanceTimersByTime(1))
    expect(selectedTab()).toBe('Quiet comfort')
    act(() => vi.advanceTimersByTime(5000))
    act(() => vi.advanceTimersByTime(5000))
    expect(selectedTab()).toBe('Tested to last')
  })

  it('pauses under the pointer, and its button stops and restarts it', () => {
    vi.useFakeTimers()
    fakeBrowser({ width: 1280 })
    render(<TabsSliderComponent {...tabsSliderFixture} />)
    const tablist = screen.getByRole('tablist')
    fireEvent.pointerEnter(tablist)
    act(() => vi.advanceTimersByTime(12_000))
    expect(selectedTab()).toBe('Tested to last')
    fireEvent.pointerLeave(tablist)
    const stop = screen.getAllByRole('button', { name: 'Stop automatic slides' })[0]!
    fireEvent.click(stop)
    act(() => vi.advanceTimersByTime(12_000))
    expect(selectedTab()).toBe('Tested to last')
    expect(stop.textContent).toBe('Start automatic slides')
    fireEvent.click(stop)
    act(() => vi.advanceTimersByTime(5000))
    expect(selectedTab()).toBe('Quiet comfort')
  })

  it('never moves by itself for visitors who prefer reduced motion', () => {
    vi.useFakeTimers()
    fakeBrowser({ width: 1280, reducedMotion: true })
    render(<TabsSliderComponent {...tabsSliderFixture} />)
    act(() => vi.advanceTimersByTime(20_000))
    expect(selectedTab()).toBe('Tested to last')
    expect(screen.queryByRole('button', { name: /automatic slides/ })).toBeNull()
  })
})

describe('TabsSlider on phones', () => {
  it('is a carousel under the heading, its first slide showing the phone image at once', () => {
    fakeBrowser({ width: 375 })
    const { container } = render(<TabsSliderComponent {...tabsSliderFixture} />)
    const carousel = screen.getByRole('region', { name: 'Why choose Alderline?' })
    const slides = within(carousel).getAllByRole('group')
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    const first = within(slides[0]!).getByRole('img')
    expect(first.getAttribute('src')).toContain('test-mobile')
    expect(first.getAttribute('loading')).toBe('eager')
    expect(within(slides[1]!).getByRole('img').getAttribute('loading')).toBe('lazy')
    // On wide screens the phone copy loads a blank instead.
    expect(container.querySelector('source[media="not all and (max-width: 768px)"]')).toBeTruthy()
  })

  it('links buttons only to safe addresses', () => {
    fakeBrowser({ width: 375 })
    render(<TabsSliderComponent {...tabsSliderFixture} />)
    const buttons = screen.getAllByRole('link', { name: 'See the products' })
    expect(buttons.every((b) => b.getAttribute('href') === '/products')).toBe(true)
    expect(screen.queryByRole('link', { name: 'Bad link' })).toBeNull()
  })

  it('covers the slider with a spinner in the server HTML only, hidden from visitors without script', () => {
    fakeBrowser({ width: 375 })
    const html = renderToString(
      <IntlProviders>
        <TabsSliderComponent {...tabsSliderFixture} />
      </IntlProviders>,
    )
    expect(html).toContain('Loading the slider')
    expect(html).toContain('[@media(scripting:none)]:hidden')
    expect(html).toContain('Every unit runs on a test stand')
    render(<TabsSliderComponent {...tabsSliderFixture} />)
    expect(screen.queryByText('Loading the slider')).toBeNull()
  })
})
