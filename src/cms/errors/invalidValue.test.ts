import { describe, expect, it } from 'vitest'

import { isInvalidValueError } from './invalidValue'

/** An error shaped like the adapter's: its message repeats the query and its values, the driver's error as cause. */
const adapterError = (cause: Error) =>
  new Error('Failed query: select 1 where id = ?\nparams: NaN', { cause })
const postgresError = (code: string) => Object.assign(new Error('database says no'), { code })

describe('isInvalidValueError', () => {
  it('recognises SQLite refusing to bind a value', () => {
    for (const cause of [
      new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments'),
      new TypeError('undefined cannot be passed as argument to the database'),
      new Error('SQLite3 can only bind numbers, strings, bigints, buffers, and null'),
    ]) {
      expect([cause.message, isInvalidValueError(adapterError(cause))]).toEqual([cause.message, true])
    }
  })

  it('recognises PostgreSQL data exceptions', () => {
    for (const code of ['22P02', '22003', '22007', '22008']) {
      expect([code, isInvalidValueError(adapterError(postgresError(code)))]).toEqual([code, true])
    }
  })

  it('leaves every other failure alone', () => {
    expect(isInvalidValueError(adapterError(postgresError('23505')))).toBe(false) // unique violation
    expect(isInvalidValueError(adapterError(postgresError('42P01')))).toBe(false) // missing table
    expect(isInvalidValueError(adapterError(new Error('SQLITE_BUSY: database is locked')))).toBe(false)
    expect(isInvalidValueError(new Error('Failed query: params: can only bind'))).toBe(false)
    expect(isInvalidValueError('can only bind')).toBe(false)
    expect(isInvalidValueError(undefined)).toBe(false)
  })
})
