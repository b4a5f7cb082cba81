// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { IntlProviders } from '@/i18n/testing'
import { renderWithSite } from '@/components/dealer-locator/testing'

import { ZipBoxComponent } from './Component'
import { zipBoxFixture } from './fixture'

describe('ZipBox block', () => {
  it('shows the heading, the labelled box and Use my location', () => {
    renderWithSite(
      <IntlProviders>
        <ZipBoxComponent {...zipBoxFixture} />
      </IntlProviders>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Find a dealer near you' })).toBeTruthy()
    expect(screen.getByLabelText('Zip or postal code')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy()
  })

  it('leaves out the location button when the editor turned it off', () => {
    renderWithSite(
      <IntlProviders>
        <ZipBoxComponent {...zipBoxFixture} withLocation={false} />
      </IntlProviders>,
    )
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull()
  })
})
