import { describe, expect, it } from 'vitest'

import { isWellFormedPath, pathOf } from './requestPath'

describe('isWellFormedPath', () => {
  it('accepts plain and escaped paths', () => {
    for (const path of ['/', '/api/pages', '/caf%C3%A9', '/a%20b', '/%E2%82%AC']) {
      expect([path, isWellFormedPath(path)]).toEqual([path, true])
    }
  })

  it('refuses broken escapes and bytes that are not UTF-8', () => {
    for (const path of ['/%', '/%ZZ', '/api/pages/%ff', '/%E0%A4%A', '/%C0%AF', '/%ED%A0%80']) {
      expect([path, isWellFormedPath(path)]).toEqual([path, false])
    }
  })
})

describe('pathOf', () => {
  it('drops the query and fragment', () => {
    expect(pathOf('/api/pages?where=%ff#x')).toBe('/api/pages')
    expect(pathOf('/a#b?c')).toBe('/a')
  })
})
