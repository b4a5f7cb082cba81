// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { SpacerComponent } from './Component'
import { spacerFixture } from './fixture'

describe('Spacer block', () => {
  it('adds empty space of the chosen size, hidden from screen readers', () => {
    const { container } = render(<SpacerComponent {...spacerFixture} />)
    const space = container.firstElementChild!
    expect(space.getAttribute('aria-hidden')).toBe('true')
    expect(space.textContent).toBe('')
    expect(space.className).toBe('h-10 sm:h-16')
  })

  it('is smaller for a smaller size', () => {
    const { container } = render(<SpacerComponent blockType="spacer" size="small" />)
    expect(container.firstElementChild!.className).toBe('h-4')
  })
})
