// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { QuoteComponent } from './Component'

describe('QuoteComponent', () => {
  it('renders a figure with the quote paragraphs and the citation', () => {
    render(
      <QuoteComponent
        blockType="quote"
        quote={'Quiet and efficient.\n\nInstalled in a day.'}
        citation="Dana R., Tulsa"
      />,
    )
    const figure = screen.getByRole('figure')
    const quote = within(figure).getByRole('blockquote')
    expect(within(quote).getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Quiet and efficient.',
      'Installed in a day.',
    ])
    const cite = within(figure).getByText('Dana R., Tulsa')
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
