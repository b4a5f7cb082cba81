import { configure, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'

import { LeadSettingsProvider } from './settings.client'

/** Test helpers for the lead forms: the settings every form needs, and a valid set of entries. */

// Validation and the fetch doubles answer asynchronously; on a busy machine that can exceed the default 1 s.
configure({ asyncUtilTimeout: 5000 })

export const TEST_SETTINGS = { brandCode: 'ALD', sourceTag: 'ALDWEB' }

export const withSettings = (children: ReactNode) => (
  <LeadSettingsProvider settings={TEST_SETTINGS}>{children}</LeadSettingsProvider>
)

export const VALID_ENTRIES: Record<string, string> = {
  'First name': 'Ana',
  'Last name': 'Lopez',
  Email: 'ana@example.com',
  Phone: '(212) 555-0188',
  'Street address': '12 Main St',
  City: 'New York',
  'Zip/postal code': '10001',
}

/** Types into a field found by its label and leaves it, as a visitor would. */
export function type(label: string, value: string): void {
  const input = screen.getByLabelText(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

export function fillValid(overrides: Record<string, string> = {}): void {
  for (const [label, value] of Object.entries({ ...VALID_ENTRIES, ...overrides })) type(label, value)
  fireEvent.change(screen.getByLabelText('State/Province'), { target: { value: overrides.state ?? 'NY' } })
}

/** The dealer search answer the fetch double gives: the nearer dealer is the second. */
export const NEARBY_SEARCH = {
  dealers: [
    { data: { companyID: 500, name: 'Farther Heating' }, distance: 9.5 },
    { data: { companyID: 501, name: 'Nearby Comfort' }, distance: 1.2 },
  ],
}

/**
 * A fetch double: the dealer search answers NEARBY_SEARCH, the postal-area lookup of the address fields answers New York, every other call gets the
 * given answers in turn (the last one repeats) and is recorded.
 */
export function answers(...responses: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetchDouble = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(url).startsWith('/api/v1/dealers/locations')) return json(NEARBY_SEARCH)
    if (String(url).startsWith('/api/v1/geo/postal-area'))
      return json({ code: '10001', city: 'New York', state: 'NY', country: 'US' })
    calls.push({ url: String(url), init })
    const next = responses.length > 1 ? responses.shift() : responses[0]
    if (!next || next instanceof Error) throw next ?? new Error('no answer')
    return next.clone()
  }
  return { fetch: fetchDouble, calls }
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
