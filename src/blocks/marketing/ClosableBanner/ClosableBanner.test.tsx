// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ClosableBannerBlock } from '@/payload-types'

import { ClosableBannerComponent } from './Component'
import { closableBannerFixture } from './fixture'
import { hideIfClosedScript } from './hideIfClosed'
import { IntlProviders, renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The island's own code, at once: in the browser it loads once the island is on screen.
vi.mock('./lazy.client', async () => ({
  LazyClosableBanner: (await import('./ClosableBanner.client')).ClosableBanner,
}))

const KEY = 'banner-closed:6650f0c2a1b2c3d4e5f60718:v1'
const show = (over: Partial<ClosableBannerBlock> = {}) =>
  render(<ClosableBannerComponent {...closableBannerFixture} {...over} />)

afterEach(() => {
  localStorage.clear()
  document.head.querySelectorAll('style').forEach((style) => style.remove())
  vi.restoreAllMocks()
})

describe('ClosableBanner block', () => {
  it('shows the notice, its link and a close button', () => {
    show()
    const banner = screen.getByRole('region', { name: 'Announcement' })
    expect(banner.textContent).toContain('book a spring tune-up')
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe('/find-a-dealer/')
    expect(screen.getByRole('button', { name: 'Close banner' })).toBeTruthy()
  })

  it('closes for good: the close is remembered under the banner’s key and focus stays in place', () => {
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Close banner' }))
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
    expect(localStorage.getItem(KEY)).toBe('1')
    expect(document.activeElement?.textContent).toBe('Banner closed.')
  })

  it('stays closed on the next visit, and shows again once its version is raised', () => {
    localStorage.setItem(KEY, '1')
    const { unmount } = show()
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
    unmount()
    show({ version: 2 })
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeTruthy()
  })

  it('takes over the server’s HTML of a banner closed before without a mismatch, and removes it', async () => {
    localStorage.setItem(KEY, '1')
    const errors = vi.spyOn(console, 'error')
    const host = document.createElement('div')
    host.innerHTML = renderToString(
      <IntlProviders>
        <ClosableBannerComponent {...closableBannerFixture} />
      </IntlProviders>,
    )
    document.body.append(host)
    const root = await act(async () =>
      hydrateRoot(
        host,
        <IntlProviders>
          <ClosableBannerComponent {...closableBannerFixture} />
        </IntlProviders>,
      ),
    )
    expect(host.querySelector('section')).toBeNull()
    expect(host.querySelector('script')).toBeNull()
    expect(errors).not.toHaveBeenCalled()
    act(() => root.unmount())
    host.remove()
  })

  it('still closes for this visit when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Close banner' }))
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
  })

  it('shows the text without a link when the link fails the link rule', () => {
    show({ linkUrl: 'javascript:alert(1)' })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText(/book a spring tune-up/)).toBeTruthy()
  })
})

describe('hideIfClosedScript', () => {
  const run = (key: string) => new Function(hideIfClosedScript(key))()
  const rules = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent)

  it('hides a banner closed before, ahead of the page’s scripts', () => {
    localStorage.setItem(KEY, '1')
    run(KEY)
    expect(rules()).toEqual([`[data-banner-key="${KEY}"]{display:none}`])
  })

  it('adds one rule when the script runs twice (a second copy of the banner in the HTML)', () => {
    localStorage.setItem(KEY, '1')
    run(KEY)
    run(KEY)
    expect(rules()).toEqual([`[data-banner-key="${KEY}"]{display:none}`])
  })

  it('leaves a banner not closed before alone', () => {
    localStorage.setItem('banner-closed:other:v1', '1')
    run(KEY)
    expect(rules()).toEqual([])
  })

  it('runs ahead of the banner in the server’s HTML only', () => {
    const html = renderToStaticMarkup(
      <IntlProviders>
        <ClosableBannerComponent {...closableBannerFixture} />
      </IntlProviders>,
    )
    expect(html).toMatch(new RegExp(`^<div data-banner-key="${KEY}"><script>try\\{`))
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<section'))
    const { container } = show()
    expect(container.querySelector('script')).toBeNull()
  })

  it('cannot be ended early by a key holding a closing tag', () => {
    expect(hideIfClosedScript('</script><b>')).not.toContain('</script>')
  })
})
