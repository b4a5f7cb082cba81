// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { NEWSLETTER_MESSAGES, SUCCESS_TEXT } from '@/domain/leads/messages'

import { NewsletterForm } from './NewsletterForm.client'
import { answers, json, type, withSettings } from './testing'

afterEach(() => vi.unstubAllGlobals())

// A first render in jsdom (Radix, react-hook-form) can take seconds on a busy machine.
describe('NewsletterForm', { timeout: 20_000 }, () => {
  it('asks for a valid email, then for an at-sign and a domain', async () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    render(withSettings(<NewsletterForm />))
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText(NEWSLETTER_MESSAGES.required)).toBeTruthy()
    type('Email', 'ana.example.com')
    expect(await screen.findByText(NEWSLETTER_MESSAGES.invalid)).toBeTruthy()
  })

  it('sends kind MARKETO with the brand code and source tag and thanks the visitor', async () => {
    const server = answers(json({ ok: true }, 201))
    vi.stubGlobal('fetch', server.fetch)
    render(withSettings(<NewsletterForm />))
    type('Email', 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText(SUCCESS_TEXT.newsletter)).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
    expect(server.calls[0]?.url).toBe('/api/v1/newsletter')
    expect(JSON.parse(String(server.calls[0]?.init.body))).toEqual({
      kind: 'MARKETO',
      email: 'ana@example.com',
      brandCode: 'ALD',
      sourceTag: 'ALDWEB',
      website: '',
    })
  })
})
