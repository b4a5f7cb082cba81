// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import { pushDataLayer } from './dataLayer'

beforeEach(() => {
  delete window.dataLayer
})

describe('pushDataLayer', () => {
  it('creates the data layer and pushes the event with form id and zip code', () => {
    pushDataLayer('dealer_form_open', { form_id: 'contact-dealer', zipcode: ' 10001 ' })
    expect(window.dataLayer).toEqual([
      { event: 'dealer_form_open', form_id: 'contact-dealer', zipcode: '10001' },
    ])
  })

  it('sends a Canadian postal code in its canonical form and leaves out a value that is no zip', () => {
    pushDataLayer('dealer_form_success', { form_id: 'home', zipcode: 'k1a-0b1' })
    pushDataLayer('dealer_form_success', { form_id: 'home', zipcode: 'ana@example.com' })
    expect(window.dataLayer).toEqual([
      { event: 'dealer_form_success', form_id: 'home', zipcode: 'K1A 0B1' },
      { event: 'dealer_form_success', form_id: 'home' },
    ])
  })

  it('copies only the allowed fields even from untyped callers', () => {
    const untyped = { form_id: 'x', zipcode: '10001', email: 'ana@example.com', firstName: 'Ana' }
    // @ts-expect-error: the type refuses keys other than form_id and zipcode
    pushDataLayer('dealer_form_open', untyped)
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/ana|Ana/)
  })

  it('replaces a form id that is not a plain identifier', () => {
    pushDataLayer('dealer_form_open', { form_id: 'ana@example.com' })
    expect(window.dataLayer).toEqual([{ event: 'dealer_form_open', form_id: 'unknown' }])
  })
})
