// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { CommercialResourceTabsComponent } from './Component'
import { commercialResourceTabsFixture } from './fixture'

const show = (over: Partial<typeof commercialResourceTabsFixture> = {}) =>
  render(<CommercialResourceTabsComponent {...commercialResourceTabsFixture} {...over} />)

describe('Commercial resource tabs block', () => {
  it('states the units’ size range in the intro', async () => {
    show()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Light commercial resources')
    const intro = screen.getByText(/Guides for shops/)
    expect(intro.textContent).toBe(
      'Guides for shops, offices and restaurants. Units range from 3 to 25 tons.',
    )
    show({ minTons: 5, maxTons: 20, intro: null })
    expect(screen.getByText(/5 to 20 tons/)).toBeTruthy()
  })

  it('shows the tabs, starting on the first, and switches on a click', async () => {
    show()
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Product guides', 'Planning', 'Service'])
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true')
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Rooftop units' })).toBeTruthy()
    fireEvent.mouseDown(tabs[1]!)
    const panel = screen.getByRole('tabpanel')
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/find-a-dealer/'])
  })
})
