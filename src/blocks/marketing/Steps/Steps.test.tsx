// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { StepsComponent } from './Component'
import { stepsFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

describe('Steps block', () => {
  it('numbers the steps in order, using the editor’s number where given', () => {
    render(<StepsComponent {...stepsFixture} />)
    const section = screen.getByRole('region', { name: 'How does leasing work?' })
    const steps = within(within(section).getByRole('list')).getAllByRole('listitem')
    expect(steps.map((step) => step.firstElementChild?.textContent)).toEqual(['Step 1', 'Step 2', 'Step 03'])
    expect(within(steps[2]!).getByRole('heading', { level: 3, name: 'Pay monthly' })).toBeTruthy()
    expect(within(steps[2]!).getByText(/repairs, maintenance and filters included/)).toBeTruthy()
  })

  it('shows the call to action only when it has text and a safe address', () => {
    render(<StepsComponent {...stepsFixture} />)
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe('/find-a-dealer/')
    const { container } = render(
      <StepsComponent {...stepsFixture} cta={{ label: 'Find a dealer', url: 'javascript:alert(1)' }} />,
    )
    expect(within(container).queryByRole('link')).toBeNull()
  })
})
