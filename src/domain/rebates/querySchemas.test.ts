import { describe, expect, it } from 'vitest'

import * as z from '../zod'
import { rebateQuerySchema, REBATE_ZIP_MESSAGE } from './querySchemas'

const fields = (input: unknown) => {
  const r = rebateQuerySchema.safeParse(input)
  return r.error ? z.flattenError(r.error).fieldErrors : {}
}

describe('rebate query', () => {
  it('reads a zip with the default page size of 1', () => {
    expect(rebateQuerySchema.parse({ zip: '10001' })).toEqual({ zip: '10001', pageSize: 1 })
    expect(rebateQuerySchema.parse({ zip: 'K1A 0B1', pageSize: '20' })).toEqual({
      zip: 'K1A 0B1',
      pageSize: 20,
    })
  })

  it('accepts what the locator accepts: ZIP+4 and surrounding spaces', () => {
    expect(rebateQuerySchema.safeParse({ zip: ' 10001-1234 ' }).success).toBe(true)
  })

  it('names the zip when it is missing, repeated or not a zip', () => {
    expect(fields({})).toEqual({ zip: ['zip is required'] })
    expect(fields({ zip: ['10001', '10002'] })).toEqual({ zip: ['Give zip once, as text'] })
    expect(fields({ zip: '1234' })).toEqual({ zip: [REBATE_ZIP_MESSAGE] })
    expect(fields({ zip: 'ABCDE' })).toEqual({ zip: [REBATE_ZIP_MESSAGE] })
  })

  it('names the page size when it is not a whole number from 1 to 20', () => {
    expect(fields({ zip: '10001', pageSize: 'ten' })).toEqual({
      pageSize: ['pageSize must be a whole number'],
    })
    expect(fields({ zip: '10001', pageSize: '0' })).toEqual({
      pageSize: ['pageSize must be between 1 and 20'],
    })
    expect(fields({ zip: '10001', pageSize: '21' })).toEqual({
      pageSize: ['pageSize must be between 1 and 20'],
    })
    expect(fields({ zip: '10001', pageSize: ['1', '2'] })).toEqual({
      pageSize: ['Give pageSize once, as text'],
    })
  })
})
