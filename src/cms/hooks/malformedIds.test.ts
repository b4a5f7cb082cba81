import { describe, expect, it } from 'vitest'

import { isWellFormedId } from './malformedIds'

describe('isWellFormedId', () => {
  it('accepts whole numbers from 1 to the largest serial id', () => {
    for (const id of ['1', '42', '007', '2147483647']) expect([id, isWellFormedId(id)]).toEqual([id, true])
  })

  it('refuses anything no document can have', () => {
    for (const id of [
      '',
      '0',
      'abc',
      '1.5',
      '-1',
      '1e3',
      ' 1',
      '2147483648',
      '99999999999999999999',
      'NaN',
    ]) {
      expect([id, isWellFormedId(id)]).toEqual([id, false])
    }
  })
})
