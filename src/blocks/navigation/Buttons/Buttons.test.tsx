// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { ButtonsBlock, Page } from '@/payload-types'

import { ButtonsComponent } from './Component'
import { buttonsFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const block = (
  buttons: ButtonsBlock['buttons'],
  alignment: ButtonsBlock['alignment'] = 'left',
): ButtonsBlock => ({
  blockType: 'buttons',
  buttons,
  alignment,
})

const show = (b: ButtonsBlock) => render(<ButtonsComponent {...b} />)

describe('ButtonsComponent', () => {
  // Each variant's colours, the focus ring, the row and its alignment, and the new-tab hint kept off the screen,
  // as a visitor sees them: tests/e2e/block-looks.spec.ts.
  it('renders each button as a link in a list, in the editor’s order', () => {
    show(buttonsFixture)
    const list = screen.getByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Find a dealer',
      'See rebates',
      'Compare heat pumps',
    ])
    const primary = screen.getByRole('link', { name: 'Find a dealer' })
    expect(primary.getAttribute('href')).toBe('/find-a-dealer/')
    for (const link of screen.getAllByRole('link')) expect(link.hasAttribute('target')).toBe(false)
  })

  it('opens new tabs safely and says so to screen readers', () => {
    show(block([{ label: 'Warranty', url: 'http://warranty.example.com', variant: 'primary', newTab: true }]))
    // jsdom's name computation drops the space before the hidden hint; the text itself keeps it.
    const link = screen.getByRole('link', { name: /^Warranty ?\(opens in a new tab\)$/ })
    expect(link.textContent).toBe('Warranty (opens in a new tab)')
    expect(link.getAttribute('href')).toBe('https://warranty.example.com/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('leaves out buttons with unsafe addresses and renders nothing when none remain', () => {
    const { container } = show(block([{ label: 'Bad', url: 'javascript:alert(1)', variant: 'primary' }]))
    expect(container.innerHTML).toBe('')
  })

  it('links a picked page by its current path, and leaves the button out while the page is not published', () => {
    const page = (path: string, status: 'published' | 'draft', deletedAt: string | null = null) =>
      ({ id: 1, title: 'Pricing', path, _status: status, deletedAt }) as Page
    show(
      block([
        {
          label: 'Moved page',
          page: page('/pricing-and-leasing', 'published'),
          url: '/old-pricing',
          variant: 'primary',
        },
        { label: 'Draft page', page: page('/coming-soon', 'draft'), variant: 'primary' },
        {
          label: 'Trashed page',
          page: page('/gone', 'published', '2026-11-25T00:00:00.000Z'),
          variant: 'primary',
        },
        { label: 'Unread page', page: 7, variant: 'primary' },
      ]),
    )
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Moved page', '/pricing-and-leasing'],
    ])
  })
})
