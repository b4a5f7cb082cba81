import { describe, expect, it } from 'vitest'

import { readQuery } from './query'

describe('readQuery', () => {
  it('maps a name given once to its value and a repeated name to the list of its values', () => {
    expect(readQuery(new URL('http://x/?brand=ALD&zipcode=10001&zipcode=10002&empty='))).toEqual({
      brand: 'ALD',
      zipcode: ['10001', '10002'],
      empty: '',
    })
  })
})
