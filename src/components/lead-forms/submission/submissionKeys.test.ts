import { describe, expect, it } from 'vitest'

import { SubmissionKeys } from './submissionKeys'

const counter = () => {
  let n = 0
  return () => `key-${++n}`
}

describe('SubmissionKeys', () => {
  it('reuses the key while the same entries are sent again', () => {
    const keys = new SubmissionKeys(counter())
    expect(keys.keyFor('{"a":1}')).toBe('key-1')
    expect(keys.keyFor('{"a":1}')).toBe('key-1')
  })

  it('uses a new key for changed entries and after a settled submission', () => {
    const keys = new SubmissionKeys(counter())
    keys.keyFor('{"a":1}')
    expect(keys.keyFor('{"a":2}')).toBe('key-2')
    keys.settle()
    expect(keys.keyFor('{"a":2}')).toBe('key-3')
  })

  it('draws random UUIDs by default', () => {
    expect(new SubmissionKeys().keyFor('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })
})
