// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { TooltipContentBlock } from '@/payload-types'

import { TooltipContentComponent } from './Component'
import { tooltipContentFixture } from './fixture'

const show = (over: Partial<TooltipContentBlock> = {}) =>
  render(<TooltipContentComponent {...tooltipContentFixture} {...over} />)

describe('TooltipContent block', () => {
  it('keeps the text as written, with the first mention of the term as a button', async () => {
    show()
    const section = screen.getByRole('region', { name: 'Reading an efficiency label' })
    // The term's island loads its code on demand, as in the browser.
    await within(section).findByRole('button', { name: 'SEER2' })
    const paragraphs = section.querySelectorAll('p')
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Air conditioners are rated by SEER2. The higher the SEER2, the less electricity a summer of cooling uses.',
      'Furnaces are rated by AFUE instead.',
    ])
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['SEER2'])
  })

  it('explains the term on keyboard focus, as the button’s description, and hides on Escape', async () => {
    show()
    const term = await screen.findByRole('button', { name: 'SEER2' })
    act(() => term.focus())
    expect(screen.getByRole('tooltip').textContent).toContain('Seasonal Energy Efficiency Ratio')
    expect(term.getAttribute('aria-describedby')).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('shows the text without a button when the term is not mentioned, and no section without a title', () => {
    const { container } = show({ term: 'HSPF', title: null })
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('region')).toBeNull()
    expect(container.textContent).toContain('Furnaces are rated by AFUE instead.')
  })
})
