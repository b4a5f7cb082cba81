// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { StickyCtaComponent } from './Component'
import { stickyCtaFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The island's own code, at once: in the browser it loads once the island is on screen.
vi.mock('./lazy.client', async () => ({
  LazyStickyCtaBar: (await import('./StickyCta.client')).StickyCtaBar,
}))

/** A stand-in for the browser's IntersectionObserver that the test reports sightings through. */
class FakeObserver {
  static made: FakeObserver[] = []
  watched: Element[] = []
  disconnected = false
  constructor(
    private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this)
  }
  observe(element: Element) {
    this.watched.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  see(isIntersecting: boolean, intersectionRatio: number) {
    act(() => this.report([{ isIntersecting, intersectionRatio }]))
  }
}

const place = () => document.querySelector('[data-sticky-cta]')!

beforeEach(() => {
  vi.useFakeTimers()
  FakeObserver.made = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('StickyCta block', () => {
  it('links to the build-your-own-system page, fixed at the bottom of the window to begin with', () => {
    render(<StickyCtaComponent {...stickyCtaFixture} />)
    const link = screen.getByRole('link', { name: 'Build your own system' })
    expect(link.getAttribute('href')).toBe('/resources/build-your-own-system/')
    // Where the bar then shows (along the window's bottom edge): tests/e2e/banners-and-nav.spec.ts.
    expect(place().getAttribute('data-sticky-cta')).toBe('fixed')
  })

  it('starts watching its place 2000 ms after load, with the threshold 0.065', () => {
    render(<StickyCtaComponent {...stickyCtaFixture} />)
    act(() => vi.advanceTimersByTime(1999))
    expect(FakeObserver.made).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    expect(FakeObserver.made).toHaveLength(1)
    expect(FakeObserver.made[0]!.options).toEqual({ threshold: 0.065 })
    expect(FakeObserver.made[0]!.watched).toEqual([place()])
  })

  it('waits for the load event when the page is still loading', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    render(<StickyCtaComponent {...stickyCtaFixture} />)
    act(() => vi.advanceTimersByTime(5000))
    expect(FakeObserver.made).toHaveLength(0)
    act(() => {
      window.dispatchEvent(new Event('load'))
      vi.advanceTimersByTime(2000)
    })
    expect(FakeObserver.made).toHaveLength(1)
  })

  it('settles into the page where its place is in view and fixes again when it leaves, keeping focus', () => {
    render(<StickyCtaComponent {...stickyCtaFixture} />)
    act(() => vi.advanceTimersByTime(2000))
    const link = screen.getByRole('link', { name: 'Build your own system' })
    link.focus()
    const watch = FakeObserver.made[0]!
    watch.see(true, 0.3)
    expect(place().getAttribute('data-sticky-cta')).toBe('relative')
    watch.see(true, 0.01)
    expect(place().getAttribute('data-sticky-cta')).toBe('fixed')
    expect(document.activeElement).toBe(link)
  })

  it('keeps its height in the page in both positions, and makes room at the end while fixed', () => {
    render(<StickyCtaComponent {...stickyCtaFixture} />)
    // The place's height in both positions, as laid out: tests/e2e/banners-and-nav.spec.ts.
    const rule = document.head.querySelector('style')?.textContent ?? ''
    expect(rule).toContain('body:has([data-sticky-cta="fixed"]){padding-bottom:4.5rem}')
  })

  it('stops watching when it leaves the page, and never starts if it left before the delay', () => {
    const early = render(<StickyCtaComponent {...stickyCtaFixture} />)
    early.unmount()
    act(() => vi.advanceTimersByTime(3000))
    expect(FakeObserver.made).toHaveLength(0)
    const late = render(<StickyCtaComponent {...stickyCtaFixture} />)
    act(() => vi.advanceTimersByTime(2000))
    late.unmount()
    expect(FakeObserver.made[0]!.disconnected).toBe(true)
  })

  it('falls back to the default page when the link fails the link rule', () => {
    render(<StickyCtaComponent {...stickyCtaFixture} url="javascript:alert(1)" label=" " />)
    const link = screen.getByRole('link', { name: 'Build your own system' })
    expect(link.getAttribute('href')).toBe('/resources/build-your-own-system/')
  })
})
