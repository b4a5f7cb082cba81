// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { ReviewPlaceholderBlock, SiteSetting } from '@/payload-types'

import { ReviewPlaceholderComponent } from './Component'
import { reviewPlaceholderFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// A stand-in for the idle loader that shows what would load.
vi.mock('@/components/ui/IdleScript.client', () => ({
  IdleScript: ({ id, src }: { id: string; src: string }) => (
    <span data-script-src={src} data-script-id={id} />
  ),
}))

/** Site settings naming the ratings widget's script, or none. */
const settingsWith = (scriptUrl: string | null = null) => ({ ratingsWidget: { scriptUrl } }) as SiteSetting

const show = (over: Partial<ReviewPlaceholderBlock> = {}, settings: SiteSetting = settingsWith()) =>
  render(<ReviewPlaceholderComponent {...reviewPlaceholderFixture} {...over} data={{ settings }} />)

describe('ReviewPlaceholder block', () => {
  it('renders an empty, hidden place keyed by the product id and loads nothing by default', () => {
    const { container } = show()
    const place = container.querySelector('section')!
    expect(place.getAttribute('data-product-id')).toBe('ALD-HP16-DEMO')
    expect(place.getAttribute('aria-label')).toBe('Ratings and reviews of the demo heat pump')
    expect(place.hidden).toBe(true)
    expect(place.childElementCount).toBe(0)
    expect(container.querySelector('[data-script-src]')).toBeNull()
  })

  it('shows the place and loads the widget lazily once Site settings name its script', () => {
    show({}, settingsWith('https://ratings.example.com/widget.js'))
    const place = screen.getByRole('region', { name: 'Ratings and reviews of the demo heat pump' })
    expect(place.hidden).toBe(false)
    const script = place.querySelector<HTMLElement>('[data-script-src]')!
    expect([script.dataset.scriptSrc, script.dataset.scriptId]).toEqual([
      'https://ratings.example.com/widget.js',
      'ratings-widget',
    ])
  })

  it('loads nothing from a script address that is not https', () => {
    const { container } = show({}, settingsWith('http://ratings.example.com/widget.js'))
    expect(container.querySelector('[data-script-src]')).toBeNull()
  })

  it('renders nothing for a product id that is not a plain id', () => {
    const { container } = show({ productId: '"><img src=x>' })
    expect(container.innerHTML).toBe('')
  })
})
