// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithSite } from '@/components/dealer-locator/testing'

import { DealerLocatorSliderComponent } from './Component'
import { dealerLocatorSliderFixture } from './fixture'

vi.mock('@/lib/site/queries', () => ({
  getSiteSettings: async () => ({ brandName: 'Alderline', customerServicePhone: '1-800-555-0142' }),
}))

describe('DealerLocatorSlider block', () => {
  it('asks for a zip while none is known, under the editor’s title', async () => {
    window.localStorage.clear()
    window.history.replaceState(null, '', '/')
    renderWithSite(<>{await DealerLocatorSliderComponent(dealerLocatorSliderFixture)}</>)
    expect(screen.getByRole('heading', { level: 2, name: 'Dealers near you' })).toBeTruthy()
    expect(screen.getByLabelText('Enter your zip or postal code to see dealers near you')).toBeTruthy()
  })
})
