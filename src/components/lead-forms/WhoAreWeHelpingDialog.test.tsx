// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SUCCESS_TEXT } from '@/domain/leads/messages'

import { resetProfileCache } from '../profile/profileStore'
import { answers, fillValid, json, type, withSettings } from './testing'
import { WhoAreWeHelpingButton } from './WhoAreWeHelpingDialog.client'

beforeEach(() => {
  sessionStorage.clear()
  resetProfileCache()
})
afterEach(() => vi.unstubAllGlobals())

function openAs(visitor: string) {
  render(withSettings(<WhoAreWeHelpingButton />))
  fireEvent.click(screen.getByRole('button', { name: 'Contact us' }))
  expect(screen.getByRole('dialog', { name: 'Who are we helping today?' })).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: visitor }))
}

// A first render in jsdom (Radix, react-hook-form) can take seconds on a busy machine.
describe('WhoAreWeHelpingDialog', { timeout: 20_000 }, () => {
  it('shows the modal form’s messages', async () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    openAs('Contractor')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Enter an email address',
      'Enter your street address',
      'Enter your city',
      'Select a state',
      'Enter your zip/postal code',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    type('Email', 'ana@')
    expect(await screen.findByText('Email must be valid')).toBeTruthy()
  })

  it('sends a business to customer service with the non-dealer thanks', async () => {
    const server = answers(json({ id: 'cs-1' }, 201))
    vi.stubGlobal('fetch', server.fetch)
    openAs('Business')
    fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(SUCCESS_TEXT.nonDealer)).toBeTruthy()
    expect(screen.getByText(SUCCESS_TEXT.nonDealerThanks)).toBeTruthy()
    const body = JSON.parse(String(server.calls.find((c) => c.url === '/api/v1/leads')?.init.body)) as Record<
      string,
      unknown
    >
    expect(body).toMatchObject({ kind: 'CUSTOMER_SERVICE', audience: 'business', form: 'modal' })
    expect(body).not.toHaveProperty('companyId')
  })

  it('sends a homeowner to the nearest dealer with the dealer success text', async () => {
    const server = answers(json({ id: 'ho-1' }, 201))
    vi.stubGlobal('fetch', server.fetch)
    openAs('Homeowner')
    fillValid()
    await screen.findByText('Your request goes to Nearby Comfort, your local dealer.')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(SUCCESS_TEXT.dealer)).toBeTruthy()
    const body = JSON.parse(String(server.calls.find((c) => c.url === '/api/v1/leads')?.init.body)) as Record<
      string,
      unknown
    >
    expect(body).toMatchObject({ kind: 'CONTACT_DEALER', companyId: 501, form: 'modal' })
  })
})
