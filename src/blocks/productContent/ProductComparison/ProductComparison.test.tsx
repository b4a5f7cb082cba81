// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { ProductComparisonBlock } from '@/payload-types'

import { ProductComparisonComponent } from './Component'
import { productComparisonFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The island's own code, at once: in the browser it loads once the island is on screen.
vi.mock('./lazy.client', async () => ({
  LazyCostToggle: (await import('./CostToggle.client')).CostToggle,
}))

const show = (over: Partial<ProductComparisonBlock> = {}) =>
  render(<ProductComparisonComponent {...productComparisonFixture} {...over} />)
const shownPanel = () => screen.getByRole('tabpanel')
const table = () => within(shownPanel()).getByRole('table', { hidden: true })
const columnNames = () =>
  within(table())
    .getAllByRole('columnheader', { hidden: true })
    .map((th) => th.textContent)
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader', { hidden: true })
    .map((th) => th.textContent)

describe('Product comparison block', () => {
  it('offers the menu in order, skipping empty items, and starts on Air Conditioner', () => {
    show()
    expect(screen.getByRole('heading', { level: 2, name: 'Compare demo models' })).toBeTruthy()
    expect(screen.getByRole('tablist', { name: 'Product type' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Heat Pump',
      'Air Conditioner',
      '90% Furnace',
    ])
    expect(screen.getByRole('tab', { name: 'Air Conditioner' }).getAttribute('aria-selected')).toBe('true')
    expect(columnNames()).toEqual(['Demo AC 14', 'Demo AC 16'])
  })

  it('shows only the rows the shown products have data for, with SEER for air conditioners', () => {
    show()
    expect(rowNames()).toEqual([
      'Installation costs',
      'Stages',
      'Noise level',
      'Energy savings',
      'ENERGY STAR qualified',
      'SEERSeasonal energy efficiency ratio (cooling)',
    ])
    expect(
      within(shownPanel()).getByText(/compared against a 10 SEER unit, the minimum allowed until 2006/),
    ).toBeTruthy()
    expect(within(table()).getAllByText('56 dB, close to background music (60 dB)')).toHaveLength(1)
  })

  it('filters the products and renames the efficiency row when the type changes', () => {
    show()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Heat Pump' }))
    expect(columnNames()).toEqual(['Demo HP 15'])
    expect(rowNames()).toEqual(['Installation costs', 'Fuel type', 'HSPFHeating seasonal performance factor'])
    expect(within(shownPanel()).queryByText(/10 SEER unit/)).toBeNull()
  })

  it('says so when a type on the menu has no products', () => {
    show()
    fireEvent.mouseDown(screen.getByRole('tab', { name: '90% Furnace' }))
    expect(within(shownPanel()).getByText('There are no 90% Furnace models to compare yet.')).toBeTruthy()
  })

  it('links a product through the link rule, naming it for screen readers', () => {
    show({
      entries: [
        { ...productComparisonFixture.entries[0]!, product_link: 'javascript:alert(1)' },
        { ...productComparisonFixture.entries[1]!, product_link: '/products/air-conditioners/' },
      ],
    })
    const links = within(shownPanel()).getAllByRole('link', { hidden: true })
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Learn more about Demo AC 16', '/products/air-conditioners/'],
      ['Learn more about Demo AC 16', '/products/air-conditioners/'],
    ])
  })

  it('has two installation-cost toggles, each opening its text', () => {
    show()
    const toggles = within(shownPanel()).getAllByRole('button', {
      name: 'What the installation cost includes',
      hidden: true,
    })
    expect(toggles).toHaveLength(2)
    for (const toggle of toggles) {
      expect(toggle.getAttribute('aria-expanded')).toBe('false')
      const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
      expect(panel.hidden).toBe(true)
      fireEvent.click(toggle)
      expect(toggle.getAttribute('aria-expanded')).toBe('true')
      expect(panel.hidden).toBe(false)
      expect(panel.textContent).toContain('start at $5,400 before tax')
    }
  })

  it('starts on the first type when Air Conditioner is not on the menu', () => {
    show({ menu_label_1: 'Heat Pump', menu_label_2: null, menu_label_4: null })
    expect(screen.getByRole('tab', { name: 'Heat Pump' }).getAttribute('aria-selected')).toBe('true')
  })
})
