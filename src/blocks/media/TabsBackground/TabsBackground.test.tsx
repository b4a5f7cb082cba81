// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { TabsBackgroundBlock } from '@/payload-types'

import { TabsBackgroundComponent } from './Component'
import { tabsBackgroundFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const show = (over: Partial<TabsBackgroundBlock> = {}) =>
  render(<TabsBackgroundComponent {...tabsBackgroundFixture} {...over} />)
const shownPanel = () => screen.getByRole('tabpanel')
const itemsOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('Tabs with background block', () => {
  it('shows the section title and one tab per tab title, the first selected', () => {
    show()
    expect(screen.getByRole('heading', { level: 2, name: 'Keep your system under warranty' })).toBeTruthy()
    expect(screen.getByRole('tablist', { name: 'Keep your system under warranty' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Air conditioners', 'Furnaces'])
    expect(screen.getByRole('tab', { name: 'Air conditioners' }).getAttribute('aria-selected')).toBe('true')
  })

  it('lists the typed lines as items, with the badge on the line marked [pro]', () => {
    show()
    expect(itemsOf(shownPanel())).toEqual([
      'Keep the outdoor unit clear of leaves',
      'Replace the filter every three months',
      'Check the refrigerant chargeProfessional suggested',
    ])
  })

  it('switches the list and the picture with the tab', () => {
    show()
    expect(within(shownPanel()).getByRole('img').getAttribute('src')).toBe('/api/media/file/ac.jpg')
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Furnaces' }))
    const panel = shownPanel()
    expect(within(panel).getByRole('img', { name: 'A furnace in a basement' }).getAttribute('src')).toBe(
      '/api/media/file/furnace.jpg',
    )
    expect(itemsOf(panel)).toEqual([
      'Keep the area around the furnace clear',
      'Inspect the heat exchangerProfessional suggested',
    ])
    expect(screen.getByRole('img', { name: 'A furnace in a basement' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'An air conditioner beside a house' })).toBeNull()
  })

  it('loads the pictures lazily, with their size so nothing moves', () => {
    show()
    const img = within(shownPanel()).getByRole('img')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '675'])
  })
})
