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
  it('renders the chosen level with its text as text', () => {
    const { container } = render(<HeadingComponent {...block({ level: 'h3' })} />)
    const heading = screen.getByRole('heading', { level: 3, name: 'Heating & cooling' })
    expect(container.childElementCount).toBe(1)
    expect(container.firstElementChild).toBe(heading)
    expect(heading.childElementCount).toBe(0)
    expect(heading.className).toContain('text-2xl')
  })

  it('aligns text and adds the anchor id', () => {
    render(<HeadingComponent {...headingFixture} />)
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.id).toBe('furnaces')
    expect(heading.className).toContain('text-center')
  })

  it('inherits alignment when none is set and has no id', () => {
    const { container } = render(<HeadingComponent {...block({ level: 'h1' })} />)
    const heading = screen.getByRole('heading', { level: 1 })
    expect(container.firstElementChild).toBe(heading)
    expect(heading.className).not.toMatch(/text-(left|center|right)/)
    expect(heading.hasAttribute('id')).toBe(false)
  })
})
