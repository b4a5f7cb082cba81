// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { PageNavBlock } from '@/payload-types'

import type { RenderedPage } from '../../_core/data'

import { PageNavComponent } from './Component'
import { pageNavFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The island's own code, at once: in the browser it loads once the island is on screen.
vi.mock('./lazy.client', async () => ({
  LazyPageNavMenu: (await import('./PageNavMenu.client')).PageNavMenu,
  LazyPageNavRow: (await import('./PageNavRow.client')).PageNavRow,
}))

const GAS_FURNACES: RenderedPage = {
  path: '/resources/maintenance-tips/gas-furnaces',
  title: 'Gas furnace maintenance',
}

const show = (over: Partial<PageNavBlock> = {}, page: RenderedPage | null = GAS_FURNACES) =>
  render(<PageNavComponent {...pageNavFixture} {...over} page={page} />)
const nav = () => screen.getByRole('navigation', { name: 'Maintenance tips' })
const menuButton = () => within(nav()).getByRole('button')
/** The small-screen list and the wide row: both are in the markup, CSS shows one. */
const lists = () => within(nav()).getAllByRole('list', { hidden: true })

afterEach(() => vi.restoreAllMocks())

describe('PageNav block', () => {
  it('marks the page being shown in the row and the dropdown, and titles the dropdown with it', () => {
    show()
    expect(menuButton().textContent).toBe('Gas furnaces')
    for (const list of lists()) {
      const current = within(list).getAllByRole('link', { hidden: true, current: 'page' })
      expect(current.map((link) => link.textContent)).toEqual(['Gas furnaces'])
      expect(current[0]!.getAttribute('href')).toBe('/resources/maintenance-tips/gas-furnaces/')
    }
  })

  it('reads Page not found and marks nothing when the page is not in the list', () => {
    const { container } = show(
      {},
      { path: '/resources/build-your-own-system', title: 'Build your own system' },
    )
    expect(menuButton().textContent).toBe('Page not found')
    expect(container.querySelector('[aria-current]')).toBeNull()
  })

  it('reads Page not found outside a page', () => {
    show({}, null)
    expect(menuButton().textContent).toBe('Page not found')
  })

  it('opens the dropdown from its button and closes it with Escape, focus back on the button', () => {
    show()
    const button = menuButton()
    const list = document.getElementById(button.getAttribute('aria-controls')!)!
    expect([button.getAttribute('aria-expanded'), list.hidden]).toEqual(['false', true])
    fireEvent.click(button)
    expect([button.getAttribute('aria-expanded'), list.hidden]).toEqual(['true', false])
    within(list).getByRole('link', { name: 'Heat pumps' }).focus()
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    })
    expect([button.getAttribute('aria-expanded'), list.hidden]).toEqual(['false', true])
    expect(document.activeElement).toBe(button)
  })

  it('closes the dropdown on a click outside it', () => {
    show()
    fireEvent.click(menuButton())
    act(() => {
      fireEvent.pointerDown(document.body)
    })
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('leaves out pages whose link fails the link rule', () => {
    show({ items: [...pageNavFixture.items, { label: 'Bad', url: 'javascript:alert(1)' }] })
    expect(within(lists()[0]!).getAllByRole('link', { hidden: true })).toHaveLength(3)
    expect(screen.queryByText('Bad')).toBeNull()
  })

  it('scrolls the wide row, not the window, so the page being shown sits in its middle', () => {
    const size = (name: string, of: (el: HTMLElement) => number) =>
      vi.spyOn(HTMLElement.prototype, name as 'offsetLeft', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return of(this)
      })
    const isRow = (el: HTMLElement) => el.tagName === 'UL'
    size('offsetLeft', () => 500)
    size('offsetWidth', () => 100)
    size('clientWidth', (el) => (isRow(el) ? 300 : 100))
    size('scrollWidth', (el) => (isRow(el) ? 1000 : 100))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    show()
    const row = lists().find((list) => list.parentElement?.className.includes('md:block'))!
    expect(row.scrollLeft).toBe(400)
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
