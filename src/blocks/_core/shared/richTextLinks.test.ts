import { describe, expect, it } from 'vitest'

import { LINK_RULE_MESSAGE } from '../../../domain/url'
import { findUnsafeLink, validateRichTextLinks } from './richTextLinks'

type Fields = { linkType?: string; url?: string | null }

const link = (fields: Fields, text: string, type = 'link') => ({
  type,
  fields,
  children: [{ type: 'text', text }],
})
const tree = (...nodes: object[]) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: nodes }] },
})

describe('findUnsafeLink', () => {
  it('names the first custom link whose address the rule refuses', () => {
    const value = tree(
      link({ linkType: 'custom', url: '/products' }, 'Products'),
      link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'Click here'),
    )
    expect(findUnsafeLink(value.root)).toBe('Click here')
  })

  it('checks auto links and nested formatting too', () => {
    const nested = {
      type: 'link',
      fields: { linkType: 'custom', url: '//evil.example' },
      children: [
        { type: 'text', text: 'Deal' },
        { type: 'text', text: 's' },
      ],
    }
    expect(findUnsafeLink(tree(nested).root)).toBe('Deals')
    expect(findUnsafeLink(tree(link({ url: 'java\tscript:x' }, 'x', 'autolink')).root)).toBe('x')
  })

  it('passes safe custom links and internal links', () => {
    const value = tree(
      link({ linkType: 'custom', url: 'https://example.com' }, 'a'),
      link({ linkType: 'internal', url: null }, 'b'),
    )
    expect(findUnsafeLink(value.root)).toBeNull()
    expect(findUnsafeLink(undefined)).toBeNull()
  })
})

describe('validateRichTextLinks', () => {
  it('refuses a javascript: link with a message that names it and the rule', async () => {
    const value = tree(link({ linkType: 'custom', url: 'JavaScript:alert(1)' }, 'Claim offer'))
    // The refusal comes before the editor's own checks, which need a running Payload.
    const result = await validateRichTextLinks(value, {} as Parameters<typeof validateRichTextLinks>[1])
    expect(result).toBe(`The link “Claim offer” has an address that is not allowed. ${LINK_RULE_MESSAGE}`)
  })
})
