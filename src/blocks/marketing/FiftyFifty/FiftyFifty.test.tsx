// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { FiftyFiftyComponent } from './Component'
import { fiftyFiftyFixture } from './fixture'

describe('FiftyFifty block', () => {
  it('shows the image with its alternative text beside the title, text and button', () => {
    render(<FiftyFiftyComponent {...fiftyFiftyFixture} />)
    const section = screen.getByRole('region', { name: 'A tune-up every year' })
    expect(within(section).getByRole('img', { name: 'A technician checking an outdoor unit' })).toBeTruthy()
    expect(within(section).getByText(/catches small problems early/)).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'Maintenance tips' }).getAttribute('href')).toBe(
      '/resources/maintenance-tips/air-conditioners/',
    )
  })

  // Where the image shows on a phone and on a wide screen: tests/e2e/block-looks.spec.ts.
  it('keeps the image first in reading order, whichever side it shows on', () => {
    const { container } = render(<FiftyFiftyComponent {...fiftyFiftyFixture} imagePosition="right" />)
    const section = container.querySelector('section')!
    const picture = section.firstElementChild
    expect(picture?.tagName).toBe('PICTURE')
    expect(picture?.lastElementChild).toBe(
      within(section).getByRole('img', { name: 'A technician checking an outdoor unit' }),
    )
    expect(section.lastElementChild).toBe(within(section).getByRole('heading').parentElement)
  })

  it('shows no button for a half-filled call to action', () => {
    render(<FiftyFiftyComponent {...fiftyFiftyFixture} link={{ label: 'Maintenance tips', url: null }} />)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
