// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { ListBlock } from '@/payload-types'

import { ListComponent } from './Component'
import { listFixture } from './fixture'

const items = [{ text: 'Apply with a dealer' }, { text: 'Choose your system' }, { text: 'Pay monthly' }]
const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('ListComponent', () => {
  it('renders a bulleted list by default', () => {
    render(<ListComponent {...({ blockType: 'list', items } satisfies ListBlock)} />)
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('UL')
    expect(list.className).toMatch(/^list-disc/)
    expect(itemTexts(list)).toEqual(['Apply with a dealer', 'Choose your system', 'Pay monthly'])
  })

  it('renders a numbered list when ordered', () => {
    render(<ListComponent {...listFixture} />)
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(list.className).toMatch(/^list-decimal/)
    expect(itemTexts(list)).toEqual(['Apply with a dealer', 'Choose your system', 'Pay monthly'])
  })
})
