// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { faqAnswer, faqLink } from '../../_core/shared/richText/fixture'
import { ExampleSectionComponent } from './Component'
import { exampleSectionFixture } from './fixture'

describe('ExampleSection block', () => {
  it('shows the title as the section’s heading with its text and links', () => {
    render(<ExampleSectionComponent {...exampleSectionFixture} />)
    const section = screen.getByRole('region', { name: 'What size system do I need?' })
    expect(within(section).getByText(/insulation, windows and climate/)).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe(
      '/find-a-dealer/',
    )
  })

  it('shows an unsafe link as plain text', () => {
    render(
      <ExampleSectionComponent
        {...exampleSectionFixture}
        content={faqAnswer([faqLink('javascript:x', 'Claim')])}
      />,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Claim')).toBeTruthy()
  })
})
