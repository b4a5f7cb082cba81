// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { NewsletterComponent } from './Component'
import { newsletterFixture } from './fixture'

describe('NewsletterComponent', () => {
  it('renders a section named by its heading with the e-mail form', () => {
    render(<NewsletterComponent {...newsletterFixture} />)
    expect(screen.getByRole('region', { name: newsletterFixture.heading })).toBeTruthy()
    expect(screen.getByText(newsletterFixture.text ?? '')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email')
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy()
  })

  it('omits the sentence when there is none', () => {
    render(<NewsletterComponent blockType="newsletter" heading="News" />)
    expect(screen.getByRole('region', { name: 'News' }).querySelectorAll('p:not(:empty)')).toHaveLength(0)
  })
})
