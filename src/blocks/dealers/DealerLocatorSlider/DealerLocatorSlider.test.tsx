// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { IntlProviders } from '@/i18n/testing'
import { renderWithSite } from '@/components/dealer-locator/testing'
import type { SiteSetting } from '@/payload-types'

import { DealerLocatorSliderComponent } from './Component'
import { dealerLocatorSliderFixture } from './fixture'

const settings = { brandName: 'Alderline', customerServicePhone: '1-800-555-0142' } as SiteSetting

describe('DealerLocatorSlider block', () => {
  it('asks for a zip while none is known, under the editor’s title', () => {
    window.localStorage.clear()
    window.history.replaceState(null, '', '/')
    renderWithSite(
      <IntlProviders>
        <DealerLocatorSliderComponent {...dealerLocatorSliderFixture} data={{ settings }} />
      </IntlProviders>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Dealers near you' })).toBeTruthy()
    expect(screen.getByLabelText('Enter your zip or postal code to see dealers near you')).toBeTruthy()
  })
})
