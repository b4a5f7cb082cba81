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
    const populated = { relationTo: 'pages', value: { id: 1, path: '/products/furnaces' } }
    expect(richTextHref({ linkType: 'internal', newTab: false, doc: populated })).toBe('/products/furnaces')
    expect(
      richTextHref({ linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 1 } }),
    ).toBeNull()
    expect(richTextHref({ linkType: 'internal', newTab: false, doc: null })).toBeNull()
  })

  it('uses the URL of a populated file document', () => {
    const doc = { relationTo: 'documents', value: { id: 2, url: '/api/documents/file/warranty.pdf' } }
    expect(richTextHref({ linkType: 'internal', newTab: false, doc })).toBe(
      '/api/documents/file/warranty.pdf',
    )
  })
})
