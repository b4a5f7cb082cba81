// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'

import { CommercialResourceTabsComponent } from './Component'
import { commercialResourceTabsFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const show = (over: Partial<typeof commercialResourceTabsFixture> = {}) =>
  render(<CommercialResourceTabsComponent {...commercialResourceTabsFixture} {...over} />)

/** A picked page as the page query brings it. */
const linked = (path: string, status: 'published' | 'draft') =>
  ({ id: path.length, title: path, path, _status: status, deletedAt: null }) as Page

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

  it('links a picked page at its current path and leaves out a link to an unpublished one', async () => {
    show({
      tabs: [
        {
          label: 'Guides',
          links: [
            {
              label: 'Rooftop units',
              url: '/old/',
              page: linked('/commercial/rooftop', 'published'),
            },
            { label: 'Draft guide', url: '/draft/', page: linked('/commercial/draft', 'draft') },
            { label: 'Sizing', url: '/commercial/sizing/' },
          ],
        },
      ],
    })
    await screen.findAllByRole('tab')
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Rooftop units', '/commercial/rooftop'],
      ['Sizing', '/commercial/sizing/'],
    ])
  })
})
