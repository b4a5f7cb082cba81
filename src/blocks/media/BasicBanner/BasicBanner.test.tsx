// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { BasicBannerBlock } from '@/payload-types'

import { BasicBannerComponent } from './Component'
import { basicBannerFixture } from './fixture'

const show = (over: Partial<BasicBannerBlock> = {}) =>
  render(<BasicBannerComponent {...basicBannerFixture} {...over} />)

describe('BasicBanner block', () => {
  it('shows the title as a section heading, the text and the button', () => {
    show()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ready for a quieter, more efficient home?' }),
    ).toBeTruthy()
    expect(screen.getByText(/recommend the right system/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe('/find-a-dealer/')
  })

  it('leaves the button out without a label or with an unsafe link', () => {
    const { unmount } = show({ buttonLabel: '' })
    expect(screen.queryByRole('link')).toBeNull()
    unmount()
    show({ buttonUrl: 'javascript:alert(1)' })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('sets white text on the blue and red bands and dark text on the light one', () => {
    const band = (over: Partial<BasicBannerBlock>) => show(over).container.querySelector('section')!.className
    expect(band({ backgroundColor: 'brand' })).toContain('bg-brand-700 text-white')
    expect(band({ backgroundColor: 'accent' })).toContain('bg-accent-600 text-white')
    expect(band({ backgroundColor: 'light' })).toContain('bg-surface text-ink')
  })

  it('outlines the button on the red band, where a red button would vanish', () => {
    show({ backgroundColor: 'accent' })
    expect(screen.getByRole('link', { name: 'Find a dealer' }).className).toContain('border-current')
  })
})
