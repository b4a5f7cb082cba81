// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ThreeColumnComponent } from './Component'
import { threeColumnFixture } from './fixture'

describe('ThreeColumn block', () => {
  it('shows three titled columns under the heading, links described by their column', () => {
    render(<ThreeColumnComponent {...threeColumnFixture} />)
    const section = screen.getByRole('region', { name: 'Three ways to stay comfortable' })
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Heat', 'Cool', 'Breathe'])
    const link = screen.getByRole('link', { name: 'Compare furnaces' })
    expect(link.getAttribute('href')).toBe('/products/furnaces/')
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByRole('heading', { name: 'Heat' }).id)
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('uses the column titles as the section’s headings without a block title', () => {
    render(<ThreeColumnComponent {...threeColumnFixture} title={null} />)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })
})
