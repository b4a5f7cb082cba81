// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { RebateSavingsComponent } from './Component'
import { rebateSavingsFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const settings = { brandName: 'Alderline', providers: {}, rebateWidget: {} } as SiteSetting

describe('RebateSavings block', () => {
  it('shows the editor’s title and sentence above the rebate zip box', () => {
    render(<RebateSavingsComponent {...rebateSavingsFixture} data={{ settings }} />)
    expect(screen.getByRole('region', { name: 'Find rebates in your area' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Find rebates in your area' })).toBeTruthy()
    expect(screen.getByText(rebateSavingsFixture.intro ?? '')).toBeTruthy()
    expect(screen.getByLabelText('Zip or postal code')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'See rebates' })).toBeTruthy()
  })

  it('is named for screen readers when it has no title', () => {
    render(<RebateSavingsComponent blockType="rebateSavings" data={{ settings }} />)
    expect(screen.getByRole('region', { name: 'Rebate savings' })).toBeTruthy()
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('loads no widget unless the site settings name its script', () => {
    const { container, unmount } = render(
      <RebateSavingsComponent {...rebateSavingsFixture} data={{ settings }} />,
    )
    expect(container.querySelector('[data-rebate-widget]')).toBeNull()
    unmount()
    const withWidget = {
      brandName: 'Alderline',
      rebateWidget: { scriptUrl: 'https://widgets.rebates.example/w.js' },
    } as SiteSetting
    const shown = render(<RebateSavingsComponent {...rebateSavingsFixture} data={{ settings: withWidget }} />)
    expect(shown.container.querySelector('[data-rebate-widget]')?.getAttribute('data-page-size')).toBe('6')
  })
})
