import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { environmentParamSchema, isProductEnvironment } from './querySchemas'

const fields = (input: unknown) => {
  const r = environmentParamSchema.safeParse(input)
  return r.error ? z.flattenError(r.error).fieldErrors : {}
}

describe('environment path parameter', () => {
  it('accepts the known environments and well-formed unknown names (the handler answers 404 for those)', () => {
    for (const environment of ['residential', 'commercial', 'light-commercial', 'staging']) {
      expect(environmentParamSchema.safeParse({ environment }).success, environment).toBe(true)
    }
    expect(isProductEnvironment('residential')).toBe(true)
    expect(isProductEnvironment('commercial')).toBe(true)
    expect(isProductEnvironment('staging')).toBe(false)
  })

  it('names the field when the value cannot be an environment', () => {
    expect(fields({ environment: 'x'.repeat(33) })).toEqual({
      environment: ['environment must be at most 32 characters'],
    })
    for (const environment of [
      'Residential',
      'resi dential',
      'res_idential',
      '-residential',
      'a--b',
      '%00',
    ]) {
      expect(fields({ environment }), environment).toEqual({
        environment: [expect.stringMatching(/^environment /)],
      })
    }
    expect(fields({})).toEqual({ environment: ['environment is required'] })
    expect(fields({ environment: '' }).environment?.[0]).toBe('environment is required')
  })
})
