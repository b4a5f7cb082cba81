// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ContactDealerDialog } from '../ContactDealerDialog.client'
import { ContactFields } from '../fields/ContactFields.client'
import { LeadSettingsProvider } from '../settings.client'
import { json, TEST_SETTINGS } from '../testing'

const PLACES = {
  places: [
    {
      name: 'Brooklyn',
      state: 'NY',
      stateName: 'New York',
      country: 'US',
      zipcode: '11201',
      label: 'Brooklyn, NY',
    },
    {
      name: 'Brookline',
      state: 'MA',
      stateName: 'Massachusetts',
      country: 'US',
      zipcode: '02445',
      label: 'Brookline, MA',
    },
    {
      name: 'Brooks',
      state: 'AB',
      stateName: 'Alberta',
      country: 'CA',
      zipcode: 'T1R 0A0',
      label: 'Brooks, AB',
    },
  ],
}

/** This site's geo endpoints as the offline provider asks them; every request is recorded. */
function geoFetch() {
  const urls: string[] = []
  const fetchDouble = async (url: RequestInfo | URL) => {
    urls.push(String(url))
    if (String(url).startsWith('/api/v1/geo/places?q=Broo')) return json(PLACES)
    if (String(url).startsWith('/api/v1/geo/postal-area?code=10001'))
      return json({ code: '10001', city: 'New York', state: 'NY', country: 'US' })
    if (String(url).startsWith('/api/v1/dealers/locations')) return json({ dealers: [] })
    return json({ error: 'Not found' }, 404)
  }
  vi.stubGlobal('fetch', fetchDouble)
  return urls
}

function Fields({ defaults = {} }: { defaults?: Record<string, string> }) {
  const form = useForm({ defaultValues: { addressLine1: '', city: '', state: '', zip: '', ...defaults } })
  return (
    <FormProvider {...form}>
      <form aria-label="Contact">
        <ContactFields />
      </form>
    </FormProvider>
  )
}

const renderFields = (
  settings = TEST_SETTINGS as typeof TEST_SETTINGS & { placesApiKey?: string },
  node: ReactNode = <Fields />,
) => render(<LeadSettingsProvider settings={settings}>{node}</LeadSettingsProvider>)

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)

/** Focuses a field and types into it, as a visitor would (an input event per value). */
function typeInto(label: string, value: string): HTMLInputElement {
  const input = field(label)
  act(() => input.focus())
  fireEvent.input(input, { target: { value } })
  return input
}

const key = (element: Element, name: string) => fireEvent.keyDown(element, { key: name })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('offline address suggestions', { timeout: 20_000 }, () => {
  it('offers city choices as a combobox, announces their count, and fills city, state and zip on Down, Enter', async () => {
    const urls = geoFetch()
    renderFields()
    const city = typeInto('City', 'Broo')
    expect(city.getAttribute('role')).toBe('combobox')
    expect(city.getAttribute('autocomplete')).toBe('address-level2')
    const list = await screen.findByRole('listbox', { name: 'City suggestions' })
    expect(city.getAttribute('aria-expanded')).toBe('true')
    expect(city.getAttribute('aria-controls')).toBe(list.id)
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Brooklyn, NY 11201', 'Brookline, MA 02445', 'Brooks, AB'])
    expect(
      screen.getByText('3 suggestions, use the up and down arrow keys to choose').getAttribute('role'),
    ).toBe('status')
    expect(urls).toContain('/api/v1/geo/places?q=Broo&limit=6')

    key(city, 'ArrowDown')
    const first = within(list).getAllByRole('option')[0]!
    expect(city.getAttribute('aria-activedescendant')).toBe(first.id)
    expect(first.getAttribute('aria-selected')).toBe('true')
    key(city, 'ArrowUp')
    expect(city.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[2]!.id)
    key(city, 'ArrowDown')
    key(city, 'Enter')

    await waitFor(() => expect(city.value).toBe('Brooklyn'))
    expect(screen.getByLabelText<HTMLSelectElement>('State/Province').value).toBe('NY')
    expect(field('Zip/postal code').value).toBe('11201')
    expect(city.getAttribute('aria-expanded')).toBe('false')
    expect(city.getAttribute('aria-activedescendant')).toBeNull()
    expect(document.activeElement).toBe(city)
  })

  it('keeps the chosen place’s name when its zip has another postal name', async () => {
    const urls = geoFetch()
    renderFields()
    const city = typeInto('City', 'Broo')
    await screen.findByRole('listbox')
    key(city, 'ArrowDown')
    key(city, 'Enter')
    await waitFor(() => expect(field('Zip/postal code').value).toBe('11201'))
    // Had the zip's own lookup run, it would have asked for 11201 and changed the city.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(urls.filter((u) => u.includes('postal-area'))).toEqual([])
    expect(city.value).toBe('Brooklyn')
  })

  it('fills city and province but not a postal code for a Canadian place, chosen with a press', async () => {
    geoFetch()
    renderFields()
    const city = typeInto('City', 'Broo')
    const option = await screen.findByRole('option', { name: 'Brooks, AB' })
    // A press keeps the focus in the field.
    expect(fireEvent.mouseDown(option)).toBe(false)
    fireEvent.click(option)
    await waitFor(() => expect(city.value).toBe('Brooks'))
    expect(screen.getByLabelText<HTMLSelectElement>('State/Province').value).toBe('AB')
    expect(field('Zip/postal code').value).toBe('')
  })

  it('drops a list whose text was deleted or replaced, and keeps it while letters are added', async () => {
    geoFetch()
    renderFields()
    const city = typeInto('City', 'Broo')
    await screen.findByRole('listbox')
    fireEvent.input(city, { target: { value: 'Brook' } })
    expect(city.getAttribute('aria-expanded')).toBe('true')
    fireEvent.input(city, { target: { value: 'Bro' } })
    expect(city.getAttribute('aria-expanded')).toBe('false')
    fireEvent.input(city, { target: { value: 'Broo' } })
    await screen.findByRole('listbox')
    fireEvent.input(city, { target: { value: '' } })
    expect(city.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('closes on Escape and on Tab without choosing', async () => {
    geoFetch()
    renderFields()
    const city = typeInto('City', 'Broo')
    await screen.findByRole('listbox')
    key(city, 'ArrowDown')
    key(city, 'Escape')
    expect(city.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('listbox')).toBeNull()
    // Down opens the same choices again.
    key(city, 'ArrowDown')
    expect(city.getAttribute('aria-expanded')).toBe('true')
    key(city, 'Tab')
    act(() => field('Zip/postal code').focus())
    expect(city.getAttribute('aria-expanded')).toBe('false')
    expect(city.value).toBe('Broo')
    expect(screen.getByLabelText<HTMLSelectElement>('State/Province').value).toBe('')
    expect(field('Zip/postal code').value).toBe('')
  })

  it('offers the city and state of a whole zip when they differ from what was typed, and fills empty ones itself', async () => {
    geoFetch()
    renderFields(TEST_SETTINGS, <Fields defaults={{ city: 'Manhattan' }} />)
    const zip = typeInto('Zip/postal code', '10001')
    expect(zip.getAttribute('autocomplete')).toBe('postal-code')
    // The empty state fills by itself; the typed city is kept, and the zip's own city is offered.
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('State/Province').value).toBe('NY'))
    expect(field('City').value).toBe('Manhattan')
    const option = await screen.findByRole('option', { name: 'New York, NY 10001' })
    expect(screen.getByText('1 suggestion, use the up and down arrow keys to choose')).toBeTruthy()
    key(zip, 'ArrowDown')
    expect(zip.getAttribute('aria-activedescendant')).toBe(option.id)
    key(zip, 'Enter')
    await waitFor(() => expect(field('City').value).toBe('New York'))
    expect(zip.getAttribute('aria-expanded')).toBe('false')
  })

  it('offers nothing that would change nothing', async () => {
    geoFetch()
    renderFields()
    const zip = typeInto('Zip/postal code', '10001')
    await waitFor(() => expect(field('City').value).toBe('New York'))
    expect(screen.getByLabelText<HTMLSelectElement>('State/Province').value).toBe('NY')
    // The lookup has answered and filled the form; its one choice would change nothing.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(zip.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('leaves the street field a plain text field, its autofill kept', () => {
    geoFetch()
    renderFields()
    const street = field('Street address')
    expect(street.getAttribute('role')).toBeNull()
    expect(street.getAttribute('autocomplete')).toBe('address-line1')
  })

  it('closes the list on Escape inside a dialog and keeps the dialog open', async () => {
    geoFetch()
    render(
      <LeadSettingsProvider settings={TEST_SETTINGS}>
        <ContactDealerDialog
          dealer={{ companyId: 4242, name: 'Acme Heating' }}
          zipcode="10001"
          trigger={<button type="button">Connect with Dealer</button>}
        />
      </LeadSettingsProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Dealer' }))
    const city = typeInto('City', 'Broo')
    await screen.findByRole('listbox')
    key(city, 'Escape')
    expect(city.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('dialog', { name: 'Contact Acme Heating' })).toBeTruthy()
    key(city, 'Escape')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
