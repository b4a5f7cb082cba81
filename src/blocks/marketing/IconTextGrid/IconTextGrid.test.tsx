// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { IconTextGridBlock } from '@/payload-types'

import { IconTextGridComponent } from './Component'
import { iconTextGridFixture } from './fixture'

const show = (over: Partial<IconTextGridBlock> = {}) =>
  render(<IconTextGridComponent {...iconTextGridFixture} {...over} />)

describe('IconTextGrid block', () => {
  it('lists each item with its title under the block’s heading and a decorative icon', () => {
    show()
    const section = screen.getByRole('region', { name: 'How we can help' })
    const items = within(section).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Repairs',
      'Warranty',
      'Efficiency',
      'Rebates',
    ])
    expect(within(items[0]!).getByText(/diagnoses and fixes/)).toBeTruthy()
    for (const item of items) expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('ends with the call to action', () => {
    show()
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe(
      '/find-your-dealer/',
    )
  })

  it('makes the items the headings when the block has no title', () => {
    show({ title: null })
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4)
  })

  it.each([
    ['no label', { label: '', url: '/find-your-dealer/' }],
    ['no link', { label: 'Find a dealer', url: null }],
    ['an unsafe link', { label: 'Find a dealer', url: 'javascript:alert(1)' }],
  ])('shows no call to action with %s', (_, cta) => {
    show({ cta })
    expect(screen.queryByRole('link')).toBeNull()
  })
})
