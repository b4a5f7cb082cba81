// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SUCCESS_TEXT } from '@/domain/leads/messages'
import { PROFILE_STORAGE_KEY } from '@/domain/profile/profile'

import { resetProfileCache } from '../profile/profileStore'
import { HomeContactForm, THANK_YOU_MS } from './HomeContactForm.client'
import { answers, fillValid, json, type, withSettings } from './testing'

beforeEach(() => {
  sessionStorage.clear()
  resetProfileCache()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const heading = (name: string) => screen.queryByRole('heading', { name })

// A first render in jsdom (Radix, react-hook-form) can take seconds on a busy machine.
describe('HomeContactForm', { timeout: 20_000 }, () => {
  it('moves from the topic to the contact step and back, keeping the entries', () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    render(withSettings(<HomeContactForm />))
    expect(heading('What do you need help with?')).toBeTruthy()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'New system',
      'Repair system',
      'Pricing',
      'Other',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Pricing' }))
    expect(heading('What do you need help with?')).toBeNull()
    expect(document.activeElement).toBe(heading('Contact your local dealer'))
    type('First name', 'Ana')
    fireEvent.click(screen.getByRole('button', { name: /Back to previous step/ }))
    expect(heading('What do you need help with?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Other' }))
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ana')
  })

  it('shows the home form’s messages, one wording for every malformed email', async () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    render(withSettings(<HomeContactForm />))
    fireEvent.click(screen.getByRole('button', { name: 'New system' }))
    // The button waits for the dealer, which the zip decides; the zip's own message shows on leaving it empty.
    type('Zip/postal code', '')
    expect(await screen.findByText('Enter your zip/postal code')).toBeTruthy()
    type('Zip/postal code', '10001')
    await screen.findByText('Your request goes to Nearby Comfort, your local dealer.')
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('New York'))
    type('City', '')
    fireEvent.change(screen.getByLabelText('State/Province'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const messages = [
      'Enter your first name',
      'Enter your last name',
      'Enter your street address',
      'Enter your city',
      'Select a state',
    ]
    for (const message of messages) expect(await screen.findByText(message)).toBeTruthy()
    for (const email of ['ana.example.com', 'ana@', 'ana@example', '@example.com']) {
      type('Email', email)
      await waitFor(() => expect(screen.getByText('Please enter a valid email address')).toBeTruthy())
    }
  })

  it('sends to the nearest dealer for the zip with the topic, then shows the thank-you card for 5 seconds', async () => {
    const server = answers(json({ id: 'h-1' }, 201))
    vi.stubGlobal('fetch', server.fetch)
    render(withSettings(<HomeContactForm />))
    fireEvent.click(screen.getByRole('button', { name: 'Repair system' }))
    // Never disabled for want of a dealer: with no zip yet, Submit shows the zip's own message.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false)
    fillValid()
    expect(await screen.findByText('Your request goes to Nearby Comfort, your local dealer.')).toBeTruthy()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(SUCCESS_TEXT.dealer)).toBeTruthy()
    // The card's timer starts in an effect, which React runs after the card has rendered.
    await act(async () => {})
    expect(heading('Thank you!')).toBeTruthy()
    const lead = server.calls.find((c) => c.url === '/api/v1/leads')
    expect(JSON.parse(String(lead?.init.body))).toMatchObject({
      kind: 'CONTACT_DEALER',
      companyId: 501,
      topic: 'repair-system',
      form: 'home',
    })
    expect(JSON.parse(sessionStorage.getItem(PROFILE_STORAGE_KEY) ?? '{}')).toMatchObject({
      leadIds: ['h-1'],
      dealersContacted: [501],
    })
    act(() => vi.advanceTimersByTime(THANK_YOU_MS - 100))
    expect(heading('Thank you!')).toBeTruthy()
    act(() => vi.advanceTimersByTime(200))
    expect(heading('Thank you!')).toBeNull()
    expect(heading('What do you need help with?')).toBeTruthy()
  })

  /** The fetch double with the dealer search answering `dealers` instead. */
  const withSearch = (dealers: unknown[]) => {
    const server = answers(json({ id: 'h-2' }, 201))
    const fetch = (url: RequestInfo | URL, init?: RequestInit) =>
      String(url).startsWith('/api/v1/dealers/locations')
        ? Promise.resolve(json({ dealers }))
        : server.fetch(url, init)
    return { fetch, calls: server.calls }
  }

  it('says it sends to the nearest dealer farther away, and how far, when none serves the zip', async () => {
    const server = withSearch([
      {
        data: { companyID: 777, name: 'Far Valley Air' },
        distance: 48.2,
        searchInfo: { kind: 'nearest', bucket: 5 },
      },
    ])
    vi.stubGlobal('fetch', server.fetch)
    render(withSettings(<HomeContactForm />))
    fireEvent.click(screen.getByRole('button', { name: 'New system' }))
    fillValid()
    expect(
      await screen.findByText('We’ll send this to Far Valley Air, the nearest dealer, 48 miles away.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(SUCCESS_TEXT.dealer)).toBeTruthy()
    const lead = server.calls.find((c) => c.url === '/api/v1/leads')
    expect(JSON.parse(String(lead?.init.body))).toMatchObject({ kind: 'CONTACT_DEALER', companyId: 777 })
  })

  it('sends to customer service, saying so before Submit, when no dealer is near the zip', async () => {
    const server = withSearch([])
    vi.stubGlobal('fetch', server.fetch)
    render(withSettings(<HomeContactForm />))
    fireEvent.click(screen.getByRole('button', { name: 'Pricing' }))
    fillValid()
    expect(await screen.findByText('We’ll send this to our customer service team.')).toBeTruthy()
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' })
    expect(submit.disabled).toBe(false)
    fireEvent.click(submit)
    expect(await screen.findByText(SUCCESS_TEXT.dealer)).toBeTruthy()
    const lead = server.calls.find((c) => c.url === '/api/v1/leads')
    const body = JSON.parse(String(lead?.init.body)) as Record<string, unknown>
    expect(body).toMatchObject({ kind: 'CUSTOMER_SERVICE', topic: 'pricing', form: 'home' })
    expect(body).not.toHaveProperty('companyId')
    expect(body).not.toHaveProperty('audience')
  })
})
