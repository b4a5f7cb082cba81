import { describe, expect, it } from 'vitest'

import { fileLink } from './fileLink'

describe('fileLink', () => {
  it('makes the site’s own upload addresses site-relative', () => {
    expect(fileLink('http://localhost:3000/api/documents/file/ac14-sell-sheet.pdf')).toBe(
      '/api/documents/file/ac14-sell-sheet.pdf',
    )
    expect(fileLink('https://www.example.com/api/media/file/ac14.png')).toBe('/api/media/file/ac14.png')
    expect(fileLink('/api/documents/file/a%20b.pdf')).toBe('/api/documents/file/a%20b.pdf')
  })

  it('keeps other safe addresses, upgraded to https, and refuses unsafe or empty ones', () => {
    expect(fileLink('http://cdn.example.com/guides/ac14.pdf')).toBe('https://cdn.example.com/guides/ac14.pdf')
    expect(fileLink('javascript:alert(1)')).toBeNull()
    expect(fileLink('//evil.example/x.pdf')).toBeNull()
    expect(fileLink('')).toBeNull()
    expect(fileLink(null)).toBeNull()
  })
})
