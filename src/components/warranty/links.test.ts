import { describe, expect, it } from 'vitest'

import { warrantyLinksOf } from './links'

describe('warrantyLinksOf', () => {
  it('passes the sites through the link rule, upgrading http and refusing script addresses', () => {
    expect(
      warrantyLinksOf({
        registrationUrl: 'http://example.com/warranty/register',
        lookupUrl: 'javascript:alert(1)',
        serialHelpUrl: 'https://example.com/serial.pdf',
      }),
    ).toEqual({
      registration: 'https://example.com/warranty/register',
      lookup: null,
      serialHelp: 'https://example.com/serial.pdf',
    })
  })

  it('links an uploaded instructions PDF on this site, before the typed address; an id alone counts as none', () => {
    const doc = {
      id: 1,
      fileTitle: 'Serial numbers',
      url: 'http://localhost:3000/api/documents/file/serial.pdf',
      createdAt: '',
      updatedAt: '',
    }
    const sites = { registrationUrl: '/r', lookupUrl: '/l', serialHelpUrl: 'https://example.com/s.pdf' }
    expect(warrantyLinksOf({ ...sites, serialHelpDocument: doc }).serialHelp).toBe(
      '/api/documents/file/serial.pdf',
    )
    expect(warrantyLinksOf({ ...sites, serialHelpDocument: 1 }).serialHelp).toBe('https://example.com/s.pdf')
    expect(warrantyLinksOf(null)).toEqual({ registration: null, lookup: null, serialHelp: null })
  })
})
