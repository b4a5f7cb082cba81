// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { BigNumberListComponent } from './Component'
import { bigNumberListFixture } from './fixture'

describe('Big number list block', () => {
  it('lists the leasing steps in order, with large decorative numbers', () => {
    render(<BigNumberListComponent {...bigNumberListFixture} />)
    const section = screen.getByRole('region', { name: 'How does leasing work?' })
    const list = within(section).getByRole('list')
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Apply with a dealer',
      'Choose your system',
      'Pay monthly',
    ])
    expect(steps.map((s) => s.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['1', '2', '3'])
    expect(within(steps[0]!).getByText(/financing partner runs a credit check/)).toBeTruthy()
    expect(within(steps[1]!).getByText(/If you are approved/)).toBeTruthy()
    expect(within(steps[2]!).getByText(/repairs, maintenance and filters included/)).toBeTruthy()
  })

  it('shows the call to action only with a safe address', () => {
    render(<BigNumberListComponent {...bigNumberListFixture} />)
    expect(screen.getByRole('link', { name: 'Find a leasing dealer' }).getAttribute('href')).toBe(
      '/find-your-dealer/',
    )
    const { container } = render(
      <BigNumberListComponent {...bigNumberListFixture} cta={{ label: 'x', url: 'javascript:alert(1)' }} />,
    )
    expect(within(container).queryByRole('link')).toBeNull()
  })
})
