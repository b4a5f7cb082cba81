import { describe, expect, it } from 'vitest'

import { richTextHref } from './links'

describe('richTextHref', () => {
  it('uses a custom URL when safe', () => {
    expect(richTextHref({ linkType: 'custom', newTab: false, url: '/find-a-dealer/' })).toBe(
      '/find-a-dealer/',
    )
    expect(richTextHref({ linkType: 'custom', newTab: false, url: 'data:text/html,x' })).toBeNull()
  })

  it('resolves internal links only when the document is populated', () => {
    const populated = {
      relationTo: 'pages',
      value: { id: 1, path: '/products/furnaces', _status: 'published' },
    }
    expect(richTextHref({ linkType: 'internal', newTab: false, doc: populated })).toBe('/products/furnaces')
    expect(
      richTextHref({ linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 1 } }),
    ).toBeNull()
    expect(richTextHref({ linkType: 'internal', newTab: false, doc: null })).toBeNull()
  })

  it('leaves out a link to a page while it is unpublished or in the trash', () => {
    const page = (extra: object) => ({ relationTo: 'pages', value: { id: 1, path: '/offers', ...extra } })
    const href = (extra: object) => richTextHref({ linkType: 'internal', newTab: false, doc: page(extra) })
    expect(href({ _status: 'draft' })).toBeNull()
    expect(href({ _status: 'published', deletedAt: '2026-11-20T10:00:00.000Z' })).toBeNull()
    expect(href({ _status: 'published', deletedAt: null })).toBe('/offers')
  })

  it('uses the URL of a populated file document', () => {
    const doc = { relationTo: 'documents', value: { id: 2, url: '/api/documents/file/warranty.pdf' } }
    expect(richTextHref({ linkType: 'internal', newTab: false, doc })).toBe(
      '/api/documents/file/warranty.pdf',
    )
  })
})
