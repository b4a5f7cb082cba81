import { z } from 'zod'
import { describe, expect, it } from 'vitest'

import { fieldMessages, invalidRequest, tooManyRequests } from './responses'

const schema = z.object({
  zipcode: z
    .string()
    .regex(/^\d{5}$/, 'Enter a 5-digit zip code')
    .min(5, 'Too short'),
  contact: z.object({ email: z.email('Enter an e-mail address') }),
  items: z.array(z.object({ qty: z.number().int('Whole numbers only') })),
})

describe('fieldMessages', () => {
  it('gives one message per field, its path joined with dots', () => {
    const result = schema.safeParse({
      zipcode: '12',
      contact: { email: 'x' },
      items: [{ qty: 1 }, { qty: 1.5 }],
    })
    expect(result.success).toBe(false)
    expect(fieldMessages(result.error!)).toEqual({
      zipcode: 'Enter a 5-digit zip code',
      'contact.email': 'Enter an e-mail address',
      'items.1.qty': 'Whole numbers only',
    })
  })

  it('keys a message about the whole request as root', () => {
    const result = schema.safeParse('not an object')
    expect(Object.keys(fieldMessages(result.error!))).toEqual(['root'])
  })
})

describe('invalidRequest', () => {
  it('answers 400 with the field messages, uncached', async () => {
    const res = invalidRequest(schema.safeParse({}).error!)
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      error: 'Invalid request',
      fields: { zipcode: expect.any(String), contact: expect.any(String), items: expect.any(String) },
    })
  })
})

describe('tooManyRequests', () => {
  it('answers 429 with Retry-After', async () => {
    const res = tooManyRequests(7)
    expect([res.status, res.headers.get('retry-after'), await res.json()]).toEqual([
      429,
      '7',
      { error: 'Too many requests' },
    ])
  })
})
