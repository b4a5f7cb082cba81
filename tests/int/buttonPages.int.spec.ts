import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pageOrUrlHref } from '@/blocks/_core/shared/pageLink'
import type { Page } from '@/payload-types'
import { whereUsed } from '@/cms/usage/whereUsed'
import { getDraftPage } from '@/lib/pages/queries'
import { richTextHref } from '@/blocks/_core/shared/richText/links'
import { ANCHOR_RULE_MESSAGE } from '@/domain/productNav/hub'

import { paragraphWithLink } from '../fixtures/lexical'
import { getTestPayload, testContext } from '../fixtures/payload'
import { fieldErrors } from '../fixtures/validation'

let payload: Payload
const stamp = Date.now()
const at = (name: string) => `/button-pages-${stamp}/${name}`

beforeAll(async () => {
  payload = await getTestPayload()
})

type Layout = NonNullable<Page['layout']>

/** A published page with the given blocks (by default only a heading, for links to point at). */
const publishedPage = (
  title: string,
  path: string,
  layout: Layout = [{ blockType: 'heading', text: title, level: 'h1' }],
) =>
  payload.create({
    collection: 'pages',
    data: { title, path, _status: 'published', layout },
    context: testContext,
  })

/** The first button of the page at `path`, as the site's page query reads it. */
async function firstButton(path: string) {
  const page = await getDraftPage(path)
  const block = page?.layout?.find((b) => b.blockType === 'buttons')
  return block?.blockType === 'buttons' ? block.buttons[0] : undefined
}

describe('a button that picks a page', () => {
  it('comes with only what a link needs of the page, and follows the page when it moves', async () => {
    const target = await publishedPage('Pricing and leasing', at('pricing'))
    await publishedPage('Links to pricing', at('home'), [
      { blockType: 'buttons', buttons: [{ label: 'See prices', page: target.id, variant: 'primary' }] },
    ])

    const before = await firstButton(at('home'))
    expect(before?.page).toEqual({
      id: target.id,
      title: 'Pricing and leasing',
      path: at('pricing'),
      _status: 'published',
      deletedAt: null,
    })

    await payload.update({
      collection: 'pages',
      id: target.id,
      data: { path: at('pricing-and-leasing') },
      context: testContext,
    })
    expect((await firstButton(at('home')))?.page).toMatchObject({ path: at('pricing-and-leasing') })
    // The picked page lists the page whose button leads to it (and warns before it is unpublished).
    const usages = await whereUsed(payload, { slug: 'pages', id: target.id })
    expect(usages.map((u) => u.label)).toContain(`Page “Links to pricing” (${at('home')})`)
  })

  it('needs a page or an address', async () => {
    const errors = await fieldErrors(
      publishedPage('Button to nowhere', at('nowhere'), [
        { blockType: 'buttons', buttons: [{ label: 'Go', variant: 'primary' }] },
      ]),
    )
    expect(errors).toEqual([
      expect.objectContaining({ path: 'layout.0.buttons.0.url', message: 'Pick a page or enter a link.' }),
    ])
  })
})

describe('a card link that picks a page', () => {
  /** The first card of the page at `path`, as the site's page query reads it. */
  async function firstCard(path: string) {
    const page = await getDraftPage(path)
    const block = page?.layout?.find((b) => b.blockType === 'ctaCards')
    return block?.blockType === 'ctaCards' ? block.cards[0] : undefined
  }

  it('leads to the page while it is published and names the linking page where it is used', async () => {
    const target = await publishedPage('Ask for a quote', at('quote'))
    await publishedPage('Card to the quote page', at('cards'), [
      {
        blockType: 'ctaCards',
        cards: [{ title: 'Get a quote', label: 'Ask a dealer', page: target.id }],
      },
    ])

    const card = await firstCard(at('cards'))
    expect(pageOrUrlHref(card?.page, card?.url)).toBe(at('quote'))
    const usages = await whereUsed(payload, { slug: 'pages', id: target.id })
    expect(usages.map((u) => u.label)).toContain(`Page “Card to the quote page” (${at('cards')})`)

    await payload.update({
      collection: 'pages',
      id: target.id,
      data: { _status: 'draft' },
      draft: false,
      context: testContext,
    })
    const hidden = await firstCard(at('cards'))
    expect(hidden?.page).toMatchObject({ _status: 'draft' })
    expect(pageOrUrlHref(hidden?.page, hidden?.url)).toBeNull()
  })

  it('asks for a page or a link when a card has link text and neither', async () => {
    const errors = await fieldErrors(
      publishedPage('Card to nowhere', at('card-nowhere'), [
        {
          blockType: 'threeColumn',
          columns: [
            { title: 'One', text: 'First', label: 'Read more' },
            { title: 'Two', text: 'Second' },
            { title: 'Three', text: 'Third', label: 'Compare', url: '/products/' },
          ],
        },
      ]),
    )
    expect(errors).toEqual([
      expect.objectContaining({
        path: 'layout.0.columns.0.url',
        message: 'Pick a page or enter a link, or clear the link text.',
      }),
    ])
  })

  it('leads to its page from inside a reusable section placed on another page', async () => {
    const target = await publishedPage('Heat pump guide', at('heat-pump-guide'))
    const section = await payload.create({
      collection: 'sections',
      data: {
        title: `Guide card ${stamp}`,
        blocks: [
          {
            blockType: 'ctaCards',
            cards: [{ title: 'Heat pumps', label: 'Read the guide', page: target.id }],
          },
        ],
      },
      context: testContext,
    })
    await publishedPage('Places the card', at('placed-card'), [
      { blockType: 'reusableSection', section: section.id },
    ])

    const page = await getDraftPage(at('placed-card'))
    const placed = page?.layout?.[0]
    const placedSection = placed?.blockType === 'reusableSection' ? placed.section : undefined
    const cards = typeof placedSection === 'object' ? placedSection?.blocks?.[0] : undefined
    const card = cards?.blockType === 'ctaCards' ? cards.cards[0] : undefined
    expect(pageOrUrlHref(card?.page, card?.url)).toBe(at('heat-pump-guide'))
  })
})

describe('a product category link that picks a page', () => {
  async function sidebarItems(path: string) {
    const page = await getDraftPage(path)
    const block = page?.layout?.find((b) => b.blockType === 'productCategorySidebar')
    return block?.blockType === 'productCategorySidebar' ? block.items : []
  }

  it('follows its page, at the section chosen, and is listed where the page is used', async () => {
    const target = await publishedPage('All products', at('all-products'))
    await publishedPage('Has the category sidebar', at('sidebar'), [
      {
        blockType: 'productCategorySidebar',
        label: 'Product categories',
        items: [
          {
            anchor: 'heating-cooling',
            label: 'Heating and cooling',
            page: target.id,
            section: 'heating-cooling',
          },
          { anchor: 'coils', label: 'Coils', url: '/products/coils/' },
        ],
      },
    ])

    const [picked, typed] = await sidebarItems(at('sidebar'))
    expect(picked?.page).toMatchObject({ path: at('all-products'), _status: 'published' })
    expect(picked?.section).toBe('heating-cooling')
    expect(pageOrUrlHref(typed?.page, typed?.url)).toBe('/products/coils/')
    const usages = await whereUsed(payload, { slug: 'pages', id: target.id })
    expect(usages.map((u) => u.label)).toContain(`Page “Has the category sidebar” (${at('sidebar')})`)
  })

  it('needs a page or an address, and a section name the page can use', async () => {
    const target = await publishedPage('Furnaces', at('furnaces'))
    const errors = await fieldErrors(
      publishedPage('Sidebar to nowhere', at('sidebar-nowhere'), [
        {
          blockType: 'productCategorySidebar',
          label: 'Product categories',
          items: [
            { anchor: 'coils', label: 'Coils' },
            {
              anchor: 'furnaces',
              label: 'Furnaces',
              page: target.id,
              section: 'Not an anchor!',
            },
          ],
        },
      ]),
    )
    expect(errors).toEqual([
      expect.objectContaining({ path: 'layout.0.items.0.url', message: 'Pick a page or enter a link.' }),
      expect.objectContaining({ path: 'layout.0.items.1.section', message: ANCHOR_RULE_MESSAGE }),
    ])
  })
})

describe('a link in running text that picks a page', () => {
  type Node = { type?: string; fields?: Parameters<typeof richTextHref>[0]; children?: Node[] }
  const findLink = (node: Node | undefined): Node | undefined =>
    node?.type === 'link' ? node : (node?.children ?? []).map(findLink).find(Boolean)

  /** The first paragraph link of the page at `path`, as the site's page query reads it. */
  async function firstTextLink(path: string) {
    const page = await getDraftPage(path)
    const block = page?.layout?.find((b) => b.blockType === 'paragraph')
    const root = block?.blockType === 'paragraph' ? (block.content?.root as Node | undefined) : undefined
    return findLink(root)?.fields
  }

  it('leads to the page while it is published, and is plain text while it is not', async () => {
    const target = await publishedPage('Financing', at('financing'))
    await publishedPage('Mentions financing', at('mentions'), [
      paragraphWithLink(
        { linkType: 'internal', doc: { relationTo: 'pages', value: target.id } },
        'financing',
      ),
    ])

    const link = await firstTextLink(at('mentions'))
    expect(link && richTextHref(link)).toBe(at('financing'))

    await payload.update({
      collection: 'pages',
      id: target.id,
      data: { _status: 'draft' },
      draft: false,
      context: testContext,
    })
    const hidden = await firstTextLink(at('mentions'))
    expect(hidden?.doc).toMatchObject({ relationTo: 'pages', value: { id: target.id } })
    expect(hidden && richTextHref(hidden)).toBeNull()
  })
})
