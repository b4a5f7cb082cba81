// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { QuoteComponent } from './Component'
import { quoteFixture } from './fixture'

describe('QuoteComponent', () => {
  it('renders a figure with the quote paragraphs and the citation', () => {
    render(<QuoteComponent {...quoteFixture} />)
    const figure = screen.getByRole('figure')
    const quote = within(figure).getByRole('blockquote')
    expect(
      within(quote)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'Our new heat pump is so quiet we forget it is running.',
      'The dealer installed it in a day and helped us claim the utility rebate.',
    ])
    const cite = within(figure).getByText('Dana R., Tulsa, OK')
    expect(cite.tagName).toBe('CITE')
    expect(cite.className).toBe('not-italic')
    expect(cite.closest('figcaption')?.parentElement).toBe(figure)
  })

  it('omits the caption without a citation', () => {
    render(<QuoteComponent blockType="quote" quote="Great service." />)
    const figure = screen.getByRole('figure')
    expect(figure.querySelector('figcaption')).toBeNull()
    expect(within(figure).getByRole('paragraph').textContent).toBe('Great service.')
  })
})
