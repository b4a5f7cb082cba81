// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { answers, json, type, withSettings } from '@/components/lead-forms/testing'

import { EmailBannerComponent } from './Component'
import { emailBannerFixture } from './fixture'

afterEach(() => vi.unstubAllGlobals())

// A first render in jsdom (react-hook-form) can take seconds on a busy machine.
describe('EmailBanner block', { timeout: 20_000 }, () => {
  it('shows the heading, the sentence and the newsletter e-mail form', () => {
    render(withSettings(<EmailBannerComponent {...emailBannerFixture} />))
    const banner = screen.getByRole('region', { name: 'Comfort tips in your inbox' })
    expect(within(banner).getByText(/about once a month/)).toBeTruthy()
    expect(within(banner).getByLabelText('Email').getAttribute('type')).toBe('email')
    expect(within(banner).getByRole('button', { name: 'Sign up' })).toBeTruthy()
  })

  it('asks for a valid email, then for an @ and a domain name, sending nothing', async () => {
    const server = answers(json({}, 201))
    vi.stubGlobal('fetch', server.fetch)
    render(withSettings(<EmailBannerComponent {...emailBannerFixture} />))
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy()
    type('Email', 'ana.example.com')
    expect(await screen.findByText('Please enter an email with a @ and a domain name')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(server.calls).toHaveLength(0)
  })
})
