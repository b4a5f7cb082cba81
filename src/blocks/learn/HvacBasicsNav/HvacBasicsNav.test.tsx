// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { HvacBasicsNavComponent } from './Component'
import { hvacBasicsNavFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

describe('HvacBasicsNav block', () => {
  it('lists the articles in a named navigation and marks the page being read', () => {
    const page = { path: '/resources/getting-started/hvac-basics/sizing-a-system', title: 'Sizing' }
    render(<HvacBasicsNavComponent {...hvacBasicsNavFixture} page={page} />)
    const nav = screen.getByRole('navigation', { name: 'HVAC basics' })
    expect(within(nav).getByRole('heading', { level: 2, name: 'More HVAC basics' })).toBeTruthy()
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['Overview', 'How a heat pump works', 'Sizing a system'])
    const current = within(nav).getByRole('link', { name: 'Sizing a system' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1)
  })

  it('marks nothing on a page outside the list, and drops unsafe or empty links', () => {
    render(
      <HvacBasicsNavComponent
        {...hvacBasicsNavFixture}

        page={{ path: '/blog', title: 'Blog' }}
        title=""
        items={[
          ...hvacBasicsNavFixture.items,
          { label: 'Bad', url: 'javascript:alert(1)' },
          { label: '  ', url: '/x' },
        ]}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'HVAC basics' })
    expect(within(nav).queryByRole('heading')).toBeNull()
    expect(within(nav).getAllByRole('link')).toHaveLength(3)
    expect(nav.querySelector('[aria-current]')).toBeNull()
  })

  it('renders nothing without a usable link', () => {
    const { container } = render(
      <HvacBasicsNavComponent
        {...hvacBasicsNavFixture}

        items={[{ label: 'Bad', url: 'javascript:x' }]}
      />,
    )
    expect(container.innerHTML).toBe('')
  })
})
