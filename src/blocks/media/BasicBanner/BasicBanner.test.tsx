// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { BasicBannerBlock } from '@/payload-types'

import { BasicBannerComponent } from './Component'
import { basicBannerFixture } from './fixture'

const show = (over: Partial<BasicBannerBlock> = {}) =>
  render(<BasicBannerComponent {...basicBannerFixture} {...over} />)

describe('BasicBanner block', () => {
  // Each band's colours and the outlined button on the red band, as a visitor sees them:
  // tests/e2e/block-looks.spec.ts.
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
})
