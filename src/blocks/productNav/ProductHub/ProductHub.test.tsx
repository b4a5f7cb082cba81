// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ProductHubComponent } from './Component'
import { productHubFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The island's own code, at once: in the browser it loads once the island is on screen.
vi.mock('./lazy.client', async () => ({
  LazyHubJump: (await import('./HubJump.client')).HubJump,
}))

const show = (over: Partial<typeof productHubFixture> = {}) =>
  render(<ProductHubComponent {...productHubFixture} {...over} />)
const navs = () => screen.getAllByRole('navigation', { name: 'Product categories', hidden: true })
const jumpButton = () => screen.getByRole('button', { name: /^Jump to a section/ })

beforeEach(() => {
  window.history.replaceState(null, '', '/products')
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0)
    return 0
  })
})
afterEach(() => vi.restoreAllMocks())

describe('Product hub block', () => {
  it('shows the eight sections in order as h2s, each at its anchor', () => {
    const { container } = show()
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(titles).toEqual([
      'Traditional split systems',
      'Heating and cooling products',
      'Thermostats',
      'Packaged systems',
      'Ductless systems (mini-split)',
      'Indoor air quality',
      'Smart connected features',
      'Light Commercial',
    ])
    const ids = [...container.querySelectorAll('section')].map((s) => s.id)
    expect(ids).toEqual(productHubFixture.sections.map((s) => s.anchor))
    expect(container.querySelector('section#heating-cooling h2')?.textContent).toBe(
      'Heating and cooling products',
    )
  })

  it('lists a link to each section for wide screens', () => {
    show()
    const wide = navs()[1]!
    const links = within(wide)
      .getAllByRole('link', { hidden: true })
      .map((a) => [a.textContent, a.getAttribute('href')])
    expect(links[0]).toEqual(['Traditional split systems', '#traditional-split-systems'])
    expect(links).toHaveLength(8)
  })

  it('shows product cards with their name as a safe link and their text', () => {
    show()
    const first = document.getElementById('traditional-split-systems')!
    expect(within(first).getByRole('heading', { level: 3, name: 'Air conditioners' })).toBeTruthy()
    expect(within(first).getByRole('link', { name: 'Air conditioners' }).getAttribute('href')).toBe(
      '/products/air-conditioners/',
    )
    expect(within(first).getByText('The indoor half of a split system.')).toBeTruthy()
  })

  it('titles the jump menu Traditional split systems until a section is chosen', () => {
    show()
    expect(jumpButton().textContent).toBe('Traditional split systems')
    expect(jumpButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('follows the chosen section: title, focus, and the list closes', () => {
    show()
    fireEvent.click(jumpButton())
    const list = document.getElementById(jumpButton().getAttribute('aria-controls')!)!
    expect(list.hidden).toBe(false)
    const link = within(list).getByRole('link', { name: 'Indoor air quality' })
    expect(link.getAttribute('href')).toBe('#indoor-air-quality')
    fireEvent.click(link)
    expect(jumpButton().textContent).toBe('Indoor air quality')
    expect(list.hidden).toBe(true)
    expect(document.activeElement?.id).toBe('indoor-air-quality')
    expect(
      within(list)
        .getByRole('link', { name: 'Indoor air quality', hidden: true })
        .getAttribute('aria-current'),
    ).toBe('true')
  })

  it('takes its title from the address’s anchor on arrival and when it changes', () => {
    window.history.replaceState(null, '', '/products#packaged-system')
    show()
    expect(jumpButton().textContent).toBe('Packaged systems')
    act(() => {
      window.history.replaceState(null, '', '/products#light-commercial')
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(jumpButton().textContent).toBe('Light Commercial')
  })

  it('closes the list with Escape, focus back on the button', () => {
    show()
    fireEvent.click(jumpButton())
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    })
    expect(jumpButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('leaves out sections with an unusable anchor and renders nothing without sections', () => {
    const { container, unmount } = show({
      sections: [
        { title: 'Good', anchor: 'good' },
        { title: 'Bad', anchor: 'Bad anchor' },
      ],
    })
    expect(container.querySelectorAll('section')).toHaveLength(1)
    unmount()
    expect(show({ sections: [] }).container.innerHTML).toBe('')
  })
})
