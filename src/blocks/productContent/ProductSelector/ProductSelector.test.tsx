// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { ProductSelectorBlock } from '@/payload-types'

import { ProductSelectorComponent } from './Component'
import { productSelectorFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The island's own code, at once: in the browser it loads once the island is on screen.
vi.mock('./lazy.client', async () => ({
  LazyChoices: (await import('./Choices.client')).Choices,
}))

const show = (over: Partial<ProductSelectorBlock> = {}) =>
  render(<ProductSelectorComponent {...productSelectorFixture} {...over} />)
const shown = () => screen.getByRole('tabpanel')

describe('Product selector block', () => {
  it('shows the first choice at the start, with its lines, picture and link', () => {
    show()
    expect(screen.getByRole('tablist', { name: 'Which heat pump suits you?' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ])
    const panel = shown()
    expect(within(panel).getByRole('heading', { level: 3, name: 'Best value' })).toBeTruthy()
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Installed by a local dealer', 'Simple controls', 'Up to 15 SEER'])
    expect(within(panel).getByRole('img', { name: 'A heat pump beside a house' })).toBeTruthy()
    expect(
      within(panel).getByRole('link', { name: 'Learn more about Best value' }).getAttribute('href'),
    ).toBe('/products/heat-pumps/')
  })

  it('shows another choice when it is clicked, and drops an unsafe link', () => {
    show()
    fireEvent.click(screen.getByRole('tab', { name: 'Best comfort' }))
    expect(screen.getByRole('tab', { name: 'Best comfort' }).getAttribute('aria-selected')).toBe('true')
    const panel = shown()
    expect(within(panel).getByText('A variable-speed heat pump for cold winters.')).toBeTruthy()
    expect(within(panel).queryByRole('link')).toBeNull()
    expect(within(panel).queryByRole('img')).toBeNull()
  })

  it('moves between choices with the arrow keys, keeping one in the Tab order', () => {
    show()
    const first = screen.getByRole('tab', { name: 'Best value' })
    fireEvent.keyDown(first, { key: 'ArrowLeft' })
    const last = screen.getByRole('tab', { name: 'Best for hybrid' })
    expect(last.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(last)
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0])
    expect(within(shown()).getByRole('link', { name: 'Learn more about Best for hybrid' })).toBeTruthy()
    fireEvent.keyDown(last, { key: 'Home' })
    expect(first.getAttribute('aria-selected')).toBe('true')
  })

  it('links each tab to its panel', () => {
    show()
    const tab = screen.getByRole('tab', { name: 'Best value' })
    expect(document.getElementById(tab.getAttribute('aria-controls')!)).toBe(shown())
  })

  it('renders nothing without a named choice', () => {
    const { container } = show({ items: [{ text: ' ', details: 'x' }] })
    expect(container.innerHTML).toBe('')
  })
})
