// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { IconListComponent } from './Component'
import { iconListFixture } from './fixture'

describe('IconList block', () => {
  it('lists the labels with hidden icons; labels with an address are links', () => {
    render(<IconListComponent {...iconListFixture} />)
    const items = within(screen.getByRole('region', { name: 'Helpful links' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Troubleshooting',
      'Warranty',
      'Energy-saving tips',
    ])
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      '/resources/troubleshooting/heat-pumps',
    )
    expect(within(items[2]!).queryByRole('link')).toBeNull()
    expect(items[0]!.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('shows a label with an unsafe address as plain text', () => {
    render(
      <IconListComponent
        {...iconListFixture}
        items={[{ icon: 'phone', label: 'Call', link: 'javascript:x' }]}
      />,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Call')).toBeTruthy()
  })
})
