// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { HeadingBlock } from '@/payload-types'

import { HeadingComponent } from './Component'
import { headingFixture } from './fixture'

const block = (over: Partial<HeadingBlock> = {}): HeadingBlock => ({
  blockType: 'heading',
  text: 'Heating & cooling',
  level: 'h2',
  ...over,
})

describe('HeadingComponent', () => {
  // Each level's size and the alignment, as a visitor sees them: tests/e2e/block-looks.spec.ts.
  it('renders the chosen level with its text as text', () => {
    const { container } = render(<HeadingComponent {...block({ level: 'h3' })} />)
    const heading = screen.getByRole('heading', { level: 3, name: 'Heating & cooling' })
    expect(container.childElementCount).toBe(1)
    expect(container.firstElementChild).toBe(heading)
    expect(heading.childElementCount).toBe(0)
  })

  it('carries the anchor id that in-page links point at', () => {
    render(<HeadingComponent {...headingFixture} />)
    const heading = screen.getByRole('heading', { level: 2, name: 'Gas and oil furnaces' })
    expect(heading.id).toBe('furnaces')
  })

  it('has no id when no anchor is set', () => {
    const { container } = render(<HeadingComponent {...block({ level: 'h1' })} />)
    const heading = screen.getByRole('heading', { level: 1 })
    expect(container.firstElementChild).toBe(heading)
    expect(heading.hasAttribute('id')).toBe(false)
  })
})
