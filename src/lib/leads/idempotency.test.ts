import { describe, expect, it } from 'vitest'

import { canonicalJson, idempotencyKey, replayOutcome, requestHash } from './idempotency'

const withKey = (value?: string) =>
  new Request('http://x/api/v1/leads', {
    method: 'POST',
    headers: value === undefined ? {} : { 'Idempotency-Key': value },
  })

describe('Idempotency-Key', () => {
  it('accepts a UUID, bare or as a structured-field string', () => {
    expect(idempotencyKey(withKey('8e3c1a8e-5b1f-4c5e-9d1a-0f6b1c2d3e4f'))).toBe(
      '8e3c1a8e-5b1f-4c5e-9d1a-0f6b1c2d3e4f',
    )
    expect(idempotencyKey(withKey('"abcdefgh1234"'))).toBe('abcdefgh1234')
  })
  it('refuses a missing, short, long or odd key', () => {
    for (const v of [undefined, '', 'short', 'x'.repeat(129), 'has space in it', 'ünïcode-key-123']) {
      expect(idempotencyKey(withKey(v))).toBeNull()
    }
  })
})

describe('request hash', () => {
  it('ignores key order and sees any change of value', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":1}')
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }))
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: '1' }))
  })
  it('replays the first answer for the same body and refuses another body', () => {
    const stored = { id: 7, requestHash: requestHash({ a: 1 }) }
    expect(replayOutcome(stored, requestHash({ a: 1 }))).toEqual({ status: 201, id: '7' })
    expect(replayOutcome(stored, requestHash({ a: 2 }))).toEqual({ status: 422 })
  })
})
