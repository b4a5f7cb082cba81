import { describe, expect, it } from 'vitest'

import { hasLevelOneHeading } from '../../../../../blocks/_core/headings'
import { PRODUCT_HUB_SECTIONS } from '../../../../../domain/productNav/hub'
import { isCurrentPage, safeHref } from '../../../../../domain/url'
import { DEMO_IMAGE_KEYS, type DemoImages } from '../../../media/imageKeys'
import type { DemoPage } from '../../pages'
import { siteDemoPages } from '..'
import { productNavPages } from '.'

const images = Object.fromEntries(DEMO_IMAGE_KEYS.map((key, i) => [key, i + 1])) as DemoImages
const pages = productNavPages.map((build) => build(images))
const allPaths = siteDemoPages.map((build) => build(images).path)

type Block = NonNullable<DemoPage['layout']>[number]
const blocksOf = <T extends Block['blockType']>(page: DemoPage, type: T) =>
  (page.layout ?? []).filter((block): block is Extract<Block, { blockType: T }> => block.blockType === type)
const byPath = (path: string) => pages.find((page) => page.path === path)!

/** Every link a page's blocks hold (values of url / link fields, anywhere in the block tree). */
function linksOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => linksOf(v, out))
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'url' || key === 'link') && typeof v === 'string') out.push(v)
      else linksOf(v, out)
    }
  return out
}

describe('product navigation demo pages', () => {
  it('seeds the hub, the air-quality pages and the light commercial page', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/products',
      '/products/indoor-air-quality',
      '/products/indoor-air-quality/ventilation',
      '/products/indoor-air-quality/air-purification',
      '/products/indoor-air-quality/humidity-control',
      '/products/indoor-air-quality/air-purification/cleaneffects',
      '/products/indoor-air-quality/air-purification/quikbox-air-cleaner',
      '/products/light-commercial',
    ])
  })

  it('gives every page one h1, an seo title and a description', () => {
    for (const page of pages) {
      const h1s = (page.layout ?? []).filter(
        (block) =>
          (block.blockType === 'heading' && block.level === 'h1') ||
          (block.blockType === 'hero' && block.titleLevel === 'h1'),
      )
      expect(h1s, page.path).toHaveLength(1)
      expect(hasLevelOneHeading(page.layout), page.path).toBe(true)
      expect(page.seo?.title, page.path).toBeTruthy()
      expect(page.seo?.description?.length, page.path).toBeGreaterThan(30)
    }
  })

  it('puts the hub’s sections in the specification’s order on /products', () => {
    const [hub] = blocksOf(byPath('/products'), 'productHub')
    expect(hub!.sections.map(({ title, anchor }) => ({ title, anchor }))).toEqual(PRODUCT_HUB_SECTIONS)
    expect(hub!.sections.every((section) => section.cards?.length)).toBe(true)
  })

  it('places the sidebar, the air-quality cards and the commercial tabs', () => {
    expect(blocksOf(byPath('/products/indoor-air-quality'), 'productCategorySidebar')).toHaveLength(1)
    const [cards] = blocksOf(byPath('/products/indoor-air-quality'), 'airQualityCards')
    expect([cards!.airCleaner.particlesPercent, cards!.filter.months]).toEqual([99.98, 6])
    const [tabs] = blocksOf(byPath('/products/light-commercial'), 'commercialResourceTabs')
    expect([tabs!.minTons, tabs!.maxTons]).toEqual([3, 25])
  })

  it('links only to safe addresses, and to seeded pages within this area', () => {
    for (const page of pages)
      for (const link of linksOf(page.layout)) {
        expect(safeHref(link), `${page.path}: ${link}`).toBeTruthy()
        const own =
          link.startsWith('/products/indoor-air-quality') || link.startsWith('/products/light-commercial')
        if (own)
          expect(
            allPaths.some((path) => isCurrentPage(link, path)),
            `${page.path}: ${link}`,
          ).toBe(true)
      }
  })
})
