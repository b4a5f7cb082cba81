// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ReviewPlaceholderBlock } from '@/payload-types'

import { ReviewPlaceholderComponent } from './Component'
import { reviewPlaceholderFixture } from './fixture'

const settings = vi.hoisted(() => ({ scriptUrl: null as string | null }))
vi.mock('@/lib/site/queries', () => ({
  getSiteSettings: async () => ({ ratingsWidget: { scriptUrl: settings.scriptUrl } }),
}))
// A stand-in for the idle loader that shows what would load.
vi.mock('@/components/ui/IdleScript.client', () => ({
  IdleScript: ({ id, src }: { id: string; src: string }) => (
    <span data-script-src={src} data-script-id={id} />
  ),
}))

afterEach(() => {
  settings.scriptUrl = null
})

const show = async (over: Partial<ReviewPlaceholderBlock> = {}) =>
  render(<>{await ReviewPlaceholderComponent({ ...reviewPlaceholderFixture, ...over })}</>)

describe('ReviewPlaceholder block', () => {
  it('renders an empty, hidden place keyed by the product id and loads nothing by default', async () => {
    const { container } = await show()
    const place = container.querySelector('section')!
    expect(place.getAttribute('data-product-id')).toBe('ALD-HP16-DEMO')
    expect(place.getAttribute('aria-label')).toBe('Ratings and reviews of the demo heat pump')
    expect(place.hidden).toBe(true)
    expect(place.childElementCount).toBe(0)
    expect(container.querySelector('[data-script-src]')).toBeNull()
  })

  it('shows the place and loads the widget lazily once Site settings name its script', async () => {
    settings.scriptUrl = 'https://ratings.example.com/widget.js'
    await show()
    const place = screen.getByRole('region', { name: 'Ratings and reviews of the demo heat pump' })
    expect(place.hidden).toBe(false)
    const script = place.querySelector<HTMLElement>('[data-script-src]')!
    expect([script.dataset.scriptSrc, script.dataset.scriptId]).toEqual([
      'https://ratings.example.com/widget.js',
      'ratings-widget',
    ])
  })

  it('loads nothing from a script address that is not https', async () => {
    settings.scriptUrl = 'http://ratings.example.com/widget.js'
    const { container } = await show()
    expect(container.querySelector('[data-script-src]')).toBeNull()
  })

  it('renders nothing for a product id that is not a plain id', async () => {
    const { container } = await show({ productId: '"><img src=x>' })
    expect(container.innerHTML).toBe('')
  })
})
