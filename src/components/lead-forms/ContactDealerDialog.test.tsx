// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_TEXT, SUCCESS_TEXT } from '@/domain/leads/messages'
import { PROFILE_STORAGE_KEY } from '@/domain/profile/profile'

import { resetProfileCache } from '../profile/profileStore'
import { useIsContacted } from '../profile/useProfile.client'
import { ContactDealerDialog } from './ContactDealerDialog.client'
import { answers, fillValid, json, type, withSettings } from './testing'

const dealer = { companyId: 4242, name: 'Acme Heating' }

function open(onSuccess?: (id: string) => void, zipcode: string | undefined = '10001') {
  render(
    withSettings(
      <ContactDealerDialog
        dealer={dealer}
        zipcode={zipcode}
        onSuccess={onSuccess}
        trigger={<button type="button">Connect with Dealer</button>}
      />,
    ),
  )
  fireEvent.click(screen.getByRole('button', { name: 'Connect with Dealer' }))
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
const profile = () =>
  JSON.parse(sessionStorage.getItem(PROFILE_STORAGE_KEY) ?? '{}') as Record<string, unknown>

beforeEach(() => {
  sessionStorage.clear()
  resetProfileCache()
  delete window.dataLayer
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// A first render in jsdom (Radix, react-hook-form) can take seconds on a busy machine.
describe('ContactDealerDialog', { timeout: 20_000 }, () => {
  it('opens titled after the dealer, prefilled with the zip, and tells analytics', () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    open()
    expect(screen.getByRole('dialog', { name: 'Contact Acme Heating' })).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Zip/postal code').value).toBe('10001')
    expect(window.dataLayer).toEqual([
      { event: 'dealer_form_open', form_id: 'contact-dealer', zipcode: '10001' },
    ])
    // The consent line sits right above the button.
    const consent = screen.getByText(CONSENT_TEXT)
    expect(consent.nextElementSibling?.querySelector('button[type="submit"]')).toBeTruthy()
  })

  it('shows the dealer-form message of every empty field, tied to its field', async () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    open(undefined, '')
    submit()
    const expected: Record<string, string> = {
      'First name': 'Please enter your first name',
      'Last name': 'Please enter your last name',
      'Street address': 'Street address is required',
      City: 'City is required',
      'State/Province': 'Please select an option.',
      'Zip/postal code': 'Please enter your zip/postal code',
    }
    for (const [label, message] of Object.entries(expected)) {
      await waitFor(() =>
        expect(
          document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
            ?.textContent,
          label,
        ).toBe(message),
      )
      const field = screen.getByLabelText(label)
      expect(field.getAttribute('aria-invalid'), label).toBe('true')
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message)
    }
  })

  it('fills city and state from the zip without a maps key', async () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    open()
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('New York'))
    expect(screen.getByLabelText<HTMLSelectElement>('State/Province').value).toBe('NY')
  })

  it('shows the length and pattern messages', async () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    open()
    type('First name', 'A')
    type('Last name', 'B')
    type('City', 'X')
    type('Street address', '   ')
    expect(await screen.findByText('First name must be at least 2 characters')).toBeTruthy()
    expect(screen.getByText('Last name must be at least 2 characters')).toBeTruthy()
    expect(screen.getByText('City must be at least 2 characters')).toBeTruthy()
    expect(screen.getByText('Please enter your street address')).toBeTruthy()
  })

  it('returns focus to a non-empty street address that is not valid', async () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('fetch', answers(json({})).fetch)
      open()
      const street = screen.getByLabelText('Street address')
      street.focus()
      fireEvent.change(street, { target: { value: 'Main Street' } })
      fireEvent.blur(street)
      screen.getByLabelText('City').focus()
      await act(async () => {
        await vi.runAllTimersAsync()
      })
      expect(document.activeElement).toBe(street)
      expect(screen.getByText('Street address must be valid')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('brings the focus back once per value, so a second Tab away from it leaves the field (WCAG 2.1.2)', async () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('fetch', answers(json({})).fetch)
      open()
      const street = screen.getByLabelText('Street address')
      const city = screen.getByLabelText('City')
      const leave = async () => {
        city.focus()
        await act(async () => {
          await vi.runAllTimersAsync()
        })
      }
      street.focus()
      fireEvent.change(street, { target: { value: 'Main Street' } })
      await leave()
      expect(document.activeElement).toBe(street)
      await leave()
      expect(document.activeElement).toBe(city)
      expect(street.getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByText('Street address must be valid')).toBeTruthy()
      // Another value that fails is brought back once more.
      street.focus()
      fireEvent.change(street, { target: { value: 'Elm Road' } })
      await leave()
      expect(document.activeElement).toBe(street)
      await leave()
      expect(document.activeElement).toBe(city)
      // An ordinary address with a unit after a comma passes and lets the focus go at once.
      street.focus()
      fireEvent.change(street, { target: { value: '100 King St W, Suite #1200' } })
      await leave()
      expect(document.activeElement).toBe(city)
      expect(screen.queryByText('Street address must be valid')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('sends the lead once with an idempotency key, then shows the success text and records the dealer', async () => {
    const server = answers(json({ id: 'lead-77' }, 201))
    vi.stubGlobal('fetch', server.fetch)
    const onSuccess = vi.fn()
    open(onSuccess)
    fillValid()
    submit()
    expect(await screen.findByText(SUCCESS_TEXT.dealer)).toBeTruthy()
    // The title leaves the screen (its box on the page: tests/e2e/lead-forms.spec.ts); the dialog keeps its name.
    expect(screen.getByRole('dialog', { name: 'Contact Acme Heating' })).toBeTruthy()
    expect(onSuccess).toHaveBeenCalledWith('lead-77')
    expect(server.calls).toHaveLength(1)
    const [call] = server.calls
    expect(call?.url).toBe('/api/v1/leads')
    expect(new Headers(call?.init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(String(call?.init.body))).toMatchObject({
      kind: 'CONTACT_DEALER',
      companyId: 4242,
      brandCode: 'ALD',
      sourceTag: 'ALDWEB',
      form: 'dealer',
      firstName: 'Ana',
      state: 'NY',
      website: '',
      consent: { text: CONSENT_TEXT, pageUrl: 'http://localhost:3000/' },
    })
    // The dealer joins dealersContacted when the dialog closes, so a card's 'Connected' swap cannot hide this text.
    expect(profile()).toMatchObject({
      firstName: 'Ana',
      zip: '10001',
      leadIds: ['lead-77'],
      dealersContacted: [],
    })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(profile()).toMatchObject({ leadIds: ['lead-77'], dealersContacted: [4242] })
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'dealer_form_success',
      form_id: 'contact-dealer',
      zipcode: '10001',
    })
    expect(JSON.stringify(window.dataLayer)).not.toContain('Ana')
  })

  it('keeps its success text, focused, on a card that turns Connected on close, and gives it the focus', async () => {
    vi.stubGlobal('fetch', answers(json({ id: 'lead-9' }, 201)).fetch)
    function Card() {
      const contacted = useIsContacted(dealer.companyId)
      return (
        <ContactDealerDialog
          dealer={dealer}
          connected={contacted}
          trigger={<button type="button">{contacted ? 'Connected' : 'Connect with Dealer'}</button>}
        />
      )
    }
    render(withSettings(<Card />))
    const button = screen.getByRole('button', { name: 'Connect with Dealer' })
    fireEvent.click(button)
    fillValid()
    submit()
    const success = await screen.findByText(SUCCESS_TEXT.dealer)
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toBe(document.activeElement))
    expect(screen.queryByRole('button', { name: 'Connected' })).toBeNull()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    const connected = screen.getByRole('button', { name: 'Connected' })
    expect(connected).toBe(button)
    expect(connected.getAttribute('aria-disabled')).toBe('true')
    expect(connected.hasAttribute('aria-haspopup')).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(connected))
    fireEvent.click(connected)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps the entries after a failure, says nothing was sent, and retries with the same key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const server = answers(new TypeError('Failed to fetch'), json({ id: 'lead-8' }, 201))
    vi.stubGlobal('fetch', server.fetch)
    open()
    fillValid()
    submit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Sorry, we couldn’t send your request. Nothing was sent; please try again.',
      ),
    )
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ana')
    expect(error).toHaveBeenCalledWith('Form contact-dealer was not sent (failed)', {
      reason: 'network: Failed to fetch',
    })
    expect(JSON.stringify(error.mock.calls)).not.toContain('ana@example.com')
    submit()
    expect(await screen.findByText(SUCCESS_TEXT.dealer)).toBeTruthy()
    const keys = server.calls.map((c) => new Headers(c.init.headers).get('idempotency-key'))
    expect(keys[0]).toBe(keys[1])
  })

  it('puts the server’s field messages under their fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      answers(json({ error: 'Invalid request', fields: { email: 'Email address must be valid' } }, 400))
        .fetch,
    )
    open()
    fillValid()
    submit()
    expect(await screen.findByText('Email address must be valid')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')))
  })

  it('tells the visitor when to try again after too many requests', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal('fetch', answers(json({ error: 'Too many requests' }, 429, { 'retry-after': '30' })).fetch)
    open()
    fillValid()
    submit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('please try again in 30 seconds'),
    )
  })
})
