// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { LinkCardComponent } from './Component'
import { linkCardFixture } from './fixture'

describe('LinkCard block', () => {
  it('makes each card one link named by its text, with a decorative picture', () => {
    render(<LinkCardComponent {...linkCardFixture} />)
    const section = screen.getByRole('region', { name: 'Start with your system' })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Heat pumps', '/products/heat-pumps/'],
      ['Furnaces', '/products/furnaces/'],
    ])
    expect(links[0]!.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('leaves out a card whose address fails the link rule', () => {
    const [first, second] = linkCardFixture.cards
    render(
      <LinkCardComponent {...linkCardFixture} cards={[first!, { ...second!, url: 'javascript:alert(1)' }]} />,
    )
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByText('Furnaces')).toBeNull()
  })
})
