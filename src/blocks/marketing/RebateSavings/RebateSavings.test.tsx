// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { RebateSavingsComponent } from './Component'
import { rebateSavingsFixture } from './fixture'

const settings = vi.hoisted(() => ({
  value: { brandName: 'Alderline', providers: {}, rebateWidget: {} } as Record<string, unknown>,
}))
vi.mock('@/lib/site/queries', () => ({ getSiteSettings: async () => settings.value }))

afterEach(() => {
  settings.value = { brandName: 'Alderline', providers: {}, rebateWidget: {} }
})

describe('RebateSavings block', () => {
  it('shows the editor’s title and sentence above the rebate zip box', async () => {
    render(<>{await RebateSavingsComponent(rebateSavingsFixture)}</>)
    expect(screen.getByRole('region', { name: 'Find rebates in your area' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Find rebates in your area' })).toBeTruthy()
    expect(screen.getByText(rebateSavingsFixture.intro ?? '')).toBeTruthy()
    expect(screen.getByLabelText('Zip or postal code')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'See rebates' })).toBeTruthy()
  })

  it('is named for screen readers when it has no title', async () => {
    render(<>{await RebateSavingsComponent({ blockType: 'rebateSavings' })}</>)
    expect(screen.getByRole('region', { name: 'Rebate savings' })).toBeTruthy()
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('loads no widget unless the site settings name its script', async () => {
    const { container, unmount } = render(<>{await RebateSavingsComponent(rebateSavingsFixture)}</>)
    expect(container.querySelector('[data-rebate-widget]')).toBeNull()
    unmount()
    settings.value = {
      brandName: 'Alderline',
      rebateWidget: { scriptUrl: 'https://widgets.rebates.example/w.js' },
    }
    const shown = render(<>{await RebateSavingsComponent(rebateSavingsFixture)}</>)
    expect(shown.container.querySelector('[data-rebate-widget]')?.getAttribute('data-page-size')).toBe('6')
  })
})
