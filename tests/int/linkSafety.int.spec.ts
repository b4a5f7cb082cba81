import { type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LINK_RULE_MESSAGE } from '@/domain/url'

import { paragraphWithLink } from '../fixtures/lexical'
import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const createPage = (url: string, text: string) =>
  payload.create({
    collection: 'pages',
    data: {
      title: 'Links',
      path: `/links-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
      _status: 'published',
      layout: [paragraphWithLink({ linkType: 'custom', url }, text)],
    },
    context: testContext,
  })

describe('rich-text links', () => {
  it('refuses a javascript: link on save, naming the link and the rule', async () => {
    const save = createPage('javascript:alert(document.cookie)', 'Claim your rebate')
    await expect(save).rejects.toThrow(ValidationError)
    // The field names the link; the link's own address field (shown in the link drawer) states the rule.
    await expect(save).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: 'layout.0.content',
            message: `The link “Claim your rebate” has an address that is not allowed. ${LINK_RULE_MESSAGE}`,
          },
          { path: 'layout.0.content.url', message: LINK_RULE_MESSAGE },
        ],
      },
    })
  })

  it('refuses a protocol-relative link that looks local', async () => {
    await expect(createPage('//evil.example/products', 'Products')).rejects.toMatchObject({
      data: {
        errors: [
          { path: 'layout.0.content', message: expect.stringMatching(/^The link “Products” has an address/) },
          {},
        ],
      },
    })
  })

  it('stores a safe link in the form the page renders', async () => {
    const page = await createPage('http://example.com/warranty', 'Warranty')
    const paragraph = page.layout?.[0]
    const content = paragraph?.blockType === 'paragraph' ? paragraph.content : null
    expect(JSON.stringify(content)).toContain('"url":"https://example.com/warranty"')
  })
})

describe('navigation links', () => {
  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', ' java\tscript:alert(1)'])(
    'refuses %j in the header',
    async (url) => {
      const save = payload.updateGlobal({
        slug: 'header',
        data: { navItems: [{ label: 'Deals', url }] },
        context: testContext,
      })
      await expect(save).rejects.toThrow(ValidationError)
      await expect(save).rejects.toMatchObject({
        data: { errors: [{ path: 'navItems.0.url', message: LINK_RULE_MESSAGE }] },
      })
    },
  )

  it('accepts site paths, https, mailto and tel in the footer', async () => {
    const footer = await payload.updateGlobal({
      slug: 'footer',
      data: {
        columns: [
          {
            heading: 'Help',
            links: [
              { label: 'Privacy', url: '/privacy' },
              { label: 'Warranty', url: 'http://warranty.example.com' },
              { label: 'Write', url: 'mailto:help@example.com' },
              { label: 'Call', url: 'tel:18005550142' },
            ],
          },
        ],
      },
      context: testContext,
    })
    expect(footer.columns?.[0]?.links?.map((l) => l.url)).toEqual([
      '/privacy',
      'https://warranty.example.com/',
      'mailto:help@example.com',
      'tel:18005550142',
    ])
  })
})
