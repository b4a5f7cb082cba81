// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BOOKING_MESSAGES, SUCCESS_TEXT } from '@/domain/leads/messages'
import { bookingDateRange } from '@/domain/leads/bookingDates'
import { PROFILE_STORAGE_KEY } from '@/domain/profile/profile'

import { resetProfileCache } from '../profile/profileStore'
import { BookingDialog } from './BookingDialog.client'
import { BookingForm } from './BookingForm.client'
import { answers, fillValid, json, type, withSettings } from './testing'

beforeEach(() => {
  sessionStorage.clear()
  resetProfileCache()
  delete window.dataLayer
})
afterEach(() => vi.unstubAllGlobals())

function open() {
  render(
    withSettings(
      <BookingDialog
        dealer={{ companyId: 31, name: 'Polar Air' }}
        zipcode="10001"
        trigger={<button type="button">Book a visit</button>}
      />,
    ),
  )
  fireEvent.click(screen.getByRole('button', { name: 'Book a visit' }))
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request booking' }))

// A first render in jsdom (Radix, react-hook-form) can take seconds on a busy machine.
describe('BookingDialog', { timeout: 20_000 }, () => {
  it('asks for the service, the day and the time of day', async () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    open()
    expect(screen.getByRole('dialog', { name: 'Book a visit with Polar Air' })).toBeTruthy()
    expect(window.dataLayer).toEqual([{ event: 'dealer_form_open', form_id: 'booking', zipcode: '10001' }])
    const { min, max } = bookingDateRange(new Date())
    const day = screen.getByLabelText('Preferred day')
    expect([day.getAttribute('min'), day.getAttribute('max')]).toEqual([min, max])
    submit()
    expect(await screen.findByText(BOOKING_MESSAGES.serviceTopic)).toBeTruthy()
    expect(screen.getByText(BOOKING_MESSAGES.preferredDate)).toBeTruthy()
    expect(screen.getByText(BOOKING_MESSAGES.window)).toBeTruthy()
    expect(screen.getByText('Please enter your first name')).toBeTruthy()
    expect(
      screen.getByRole('group', { name: 'What do you need?' }).getAttribute('aria-describedby'),
    ).toBeTruthy()
  })

  it('sends a BOOKING lead and records the dealer', async () => {
    const server = answers(json({ id: 'b-1' }, 201))
    vi.stubGlobal('fetch', server.fetch)
    open()
    fillValid()
    const { min } = bookingDateRange(new Date())
    fireEvent.click(screen.getByLabelText('Repair system'))
    type('Preferred day', min)
    fireEvent.click(screen.getByLabelText('Morning (8am–12pm)'))
    submit()
    expect(await screen.findByText(SUCCESS_TEXT.dealer)).toBeTruthy()
    expect(JSON.parse(String(server.calls[0]?.init.body))).toMatchObject({
      kind: 'BOOKING',
      companyId: 31,
      topic: 'repair-system',
      preferredDate: min,
      window: 'morning',
      form: 'dealer',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(JSON.parse(sessionStorage.getItem(PROFILE_STORAGE_KEY) ?? '{}')).toMatchObject({
      leadIds: ['b-1'],
      dealersContacted: [31],
    })
  })

  it('keeps the button disabled while no dealer is known', () => {
    render(
      withSettings(<BookingForm companyId={undefined} formId="booking" label="Book" onSent={() => {}} />),
    )
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Request booking' }).disabled).toBe(true)
  })
})
