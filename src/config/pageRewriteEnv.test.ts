import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

const base = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) } as const

describe('PAGE_REWRITE', () => {
  it('rewrites pages unless told otherwise, and takes on or off', () => {
    expect(parseEnv(base).PAGE_REWRITE).toBe('on')
    expect(parseEnv({ ...base, PAGE_REWRITE: 'on' }).PAGE_REWRITE).toBe('on')
    expect(parseEnv({ ...base, PAGE_REWRITE: 'off' }).PAGE_REWRITE).toBe('off')
  })

  it('names any other value as wrong', () => {
    for (const value of ['false', 'OFF', '0', '']) {
      expect(() => parseEnv({ ...base, PAGE_REWRITE: value })).toThrow(
        /PAGE_REWRITE: PAGE_REWRITE must be on or off/,
      )
    }
  })
})
