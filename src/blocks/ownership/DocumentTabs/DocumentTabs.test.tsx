// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { DocumentTabsComponent } from './Component'
import { documentTabsFixture } from './fixture'

vi.mock('@/components/resources/lazy.client', async () => ({
  LazyTabs: (await import('@/components/ui/Tabs.client')).Tabs,
}))

const show = (over: Partial<typeof documentTabsFixture> = {}) =>
  render(<DocumentTabsComponent {...documentTabsFixture} {...over} />)

describe('Document tabs block', () => {
  it('starts on the tab named Resources, showing its intro and sections with their anchors', () => {
    show()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Manuals', 'Resources', 'Labels'])
    expect(screen.getByRole('tab', { name: 'Resources' }).getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByText(/get the most from your system/)).toBeTruthy()
    const sections = within(panel).getAllByRole('heading', { level: 3 })
    expect(sections.map((h) => [h.textContent, h.closest('section')?.id])).toEqual([
      ['Filters', 'filters'],
      ['Thermostats', 'thermostats'],
    ])
  })

  it('starts on the first tab when none is named Resources', () => {
    show({ tabs: documentTabsFixture.tabs.filter((t) => t.tabName !== 'Resources') })
    expect(screen.getByRole('tab', { name: 'Manuals' }).getAttribute('aria-selected')).toBe('true')
    expect(within(screen.getByRole('tabpanel')).getByText(/model number on the unit’s label/)).toBeTruthy()
  })

  it('switches tabs, and shows images the page read filled in with their captions', () => {
    show()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Labels' }))
    const panel = screen.getByRole('tabpanel')
    const img = within(panel).getByRole('img', { name: 'Label on the side of an outdoor unit' })
    expect(img.getAttribute('src')).toBe('/api/media/file/label.png')
    expect(within(panel).getByText('Where the model number is').tagName).toBe('FIGCAPTION')
    expect(within(panel).queryByText('Not filled in')).toBeNull()
  })
})
