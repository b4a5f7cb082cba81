// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { HomeContactFormComponent } from './Component'
import { homeContactFormFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

describe('HomeContactFormComponent', () => {
  it('renders the intro, step 1 and the button for other visitors', () => {
    render(<HomeContactFormComponent {...homeContactFormFixture} />)
    expect(screen.getByText(homeContactFormFixture.intro ?? '')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'What do you need help with?', level: 2 })).toBeTruthy()
    expect(
      screen.getByRole('button', { name: 'Contact customer service' }).getAttribute('aria-haspopup'),
    ).toBe('dialog')
  })

  it('leaves out the intro and the button when not wanted', () => {
    render(<HomeContactFormComponent blockType="homeContactForm" offerOtherVisitors={false} />)
    expect(screen.queryByRole('button', { name: 'Contact customer service' })).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(4)
  })
})
