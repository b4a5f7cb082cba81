import { describe, expect, it } from 'vitest'

import { hasLevelOneHeading } from '../../../../../blocks/_core/headings'
import type { DemoImages } from '../../../media/imageKeys'
import { warrantyPage as baseWarrantyPage } from '../../demo/warranty'
import type { DemoPage } from '../../pages'
import { ownershipPages } from '.'

const images = new Proxy(
  {},
  { get: (_, key) => (typeof key === 'string' ? key.length : undefined) },
) as DemoImages
const pages = ownershipPages.map((build) => build(images))
const page = (path: string) => pages.find((p) => p.path === path)!

type Block = NonNullable<DemoPage['layout']>[number]
const blocksOf = <T extends Block['blockType']>(p: DemoPage, type: T) =>
  (p.layout ?? []).filter((block): block is Extract<Block, { blockType: T }> => block.blockType === type)

const levelOneCount = (p: DemoPage) =>
  (p.layout ?? []).filter(
    (block) =>
      (block.blockType === 'heading' && block.level === 'h1') ||
      (block.blockType === 'hero' && block.titleLevel === 'h1'),
  ).length

describe('ownership demo pages', () => {
  it('seeds the seven pages once each', () => {
    expect(pages.map((p) => p.path)).toEqual([
      '/pricing',
      '/pricing/leasing',
      '/warranty',
      '/resources/home-app',
      '/resources/home-app/diagnostics',
      '/resources/tax-credits',
      '/resources/documents',
    ])
  })

  it('gives every page one h1, an seo title and a description', () => {
    for (const p of pages) {
      // The warranty hero's title is an h2; as before, the page's title becomes its (visually hidden) h1.
      const h1 = p.path === '/warranty' ? 0 : 1
      expect(levelOneCount(p), p.path).toBe(h1)
      expect(hasLevelOneHeading(p.layout), p.path).toBe(h1 === 1)
      expect(p.seo?.title, p.path).toBeTruthy()
      expect(p.seo?.description?.length, p.path).toBeGreaterThan(30)
    }
  })

  it('shows the pricing cards and the types of warranties on /pricing', () => {
    const pricing = page('/pricing')
    expect(blocksOf(pricing, 'pricingGuideCards')[0]?.cards.map((c) => c.price)).toEqual([
      5400, 3400, 5800, 3600,
    ])
    expect(blocksOf(pricing, 'warrantyTypes')).toHaveLength(1)
  })

  it('keeps what the service tests expect of /pricing/leasing, with the steps as a big number list', () => {
    const leasing = page('/pricing/leasing')
    expect(blocksOf(leasing, 'heading')[0]).toMatchObject({ text: 'Leasing', level: 'h1' })
    expect(blocksOf(leasing, 'cardRepeater')[0]).toMatchObject({ title: 'Why lease your system' })
    expect(blocksOf(leasing, 'cardRepeater')[0]?.cards).toHaveLength(4)
    expect(blocksOf(leasing, 'faqList')[0]).toMatchObject({ title: 'Leasing questions' })
    expect(blocksOf(leasing, 'faqList')[0]?.items).toHaveLength(4)
    const [steps] = blocksOf(leasing, 'bigNumberList')
    expect(steps?.title).toBe('How does leasing work?')
    expect(steps?.items).toHaveLength(3)
  })

  it('keeps every block of the earlier /warranty page in order, adding the warranty types and documents', () => {
    const warranty = page('/warranty')
    const base = baseWarrantyPage(images)
    const own = new Set(['warrantyTypes', 'warrantyDocuments', 'customerServicePhoneCard'])
    expect((warranty.layout ?? []).filter((b) => !own.has(b.blockType))).toEqual(base.layout)
    expect(warranty.layout?.[1]?.blockType).toBe('warrantyTypes')
    expect(blocksOf(warranty, 'warrantyDocuments')[0]?.items.length).toBeGreaterThan(0)
  })

  it('opens the document tabs on Resources, which is not the first tab', () => {
    const [tabs] = blocksOf(page('/resources/documents'), 'documentTabs')
    expect(tabs?.tabs.map((t) => t.tabName)).toEqual(['Owner’s manuals', 'Resources', 'Warranty', 'Labels'])
    expect(blocksOf(page('/resources/documents'), 'energyGuideDocuments')[0]?.source).toBe('products')
  })
})
