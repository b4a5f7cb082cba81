import { describe, expect, it } from 'vitest'

import { buildFingerprint } from './lib.mjs'

describe('buildFingerprint', () => {
  it('changes with the site address, so a new SITE_URL gets a new build', () => {
    const db = 'file:./data/site.db'
    expect(buildFingerprint(db, 'https://www.example.com')).not.toBe(
      buildFingerprint(db, 'http://localhost:3000'),
    )
    expect(buildFingerprint(db, 'https://www.example.com')).toBe(
      buildFingerprint(db, 'https://www.example.com'),
    )
    expect(buildFingerprint(db)).toBe(buildFingerprint(db, ''))
  })
})
