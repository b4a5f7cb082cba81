import { describe, expect, it } from 'vitest'

import { hasLevelOneHeading } from '../../../../../blocks/_core/headings'
import { walkBlocks } from '../../../../../blocks/_core/tree'
import { initialType, menuTypes, productsOfType } from '../../../../../domain/productContent/comparison'
import { safeHref } from '../../../../../domain/url'
import type { DemoImages } from '../../../media/imageKeys'
import type { DemoPage } from '../../pages'
import { productContentPages } from '.'

const images = new Proxy(
  {},
  { get: (_, key) => (typeof key === 'string' ? key.length : undefined) },
) as DemoImages
const pages = productContentPages.map((build) => build(images))
const byPath = (path: string) => pages.find((page) => page.path === path)!

type Block = NonNullable<DemoPage['layout']>[number]
const blocksOf = <T extends Block['blockType']>(page: DemoPage, type: T) =>
  (page.layout ?? []).filter((block): block is Extract<Block, { blockType: T }> => block.blockType === type)

const levelOneCount = (page: DemoPage) =>
  (page.layout ?? []).filter(
    (block) =>
      (block.blockType === 'heading' && block.level === 'h1') ||
      (block.blockType === 'hero' && block.titleLevel === 'h1'),
  ).length

/** Every link an editor would have typed on the page (buttons, banners, accordions, steps, selectors). */
function linksOf(page: DemoPage): string[] {
  const links: string[] = []
  const keys = ['url', 'buttonUrl', 'linkUrl', 'href', 'product_link']
  walkBlocks(page.layout, (block) => {
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit)
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          if (keys.includes(key) && typeof inner === 'string') links.push(inner)
          else visit(inner)
        }
    }
    visit(block)
  })
  return links
}

describe('product content demo pages', () => {
  it('seeds the sixteen product pages, once each', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/products/air-conditioners',
      '/products/furnaces',
      '/products/heat-pumps',
      '/products/air-handlers',
      '/products/coils',
      '/products/coils/comfort-coil',
      '/products/coils/platinum-indoor-coil',
      '/products/thermostat-controls/smart-thermostats',
      '/products/thermostat-controls/traditional-thermostats',
      '/products/zoning',
      '/products/packaged-system/gas-electric-packaged-systems',
      '/products/packaged-system/heat-pump-packaged-systems',
      '/products/packaged-system/air-conditioner-packaged-systems',
      '/products/packaged-system/hybrid-comfort-systems',
      '/products/ductless/single-zone',
      '/products/ductless/multi-zone',
    ])
  })

  it('gives every page one h1, an seo title and a description, a dealer banner and a demo note', () => {
    for (const page of pages) {
      expect(levelOneCount(page), page.path).toBe(1)
      expect(hasLevelOneHeading(page.layout), page.path).toBe(true)
      expect(page.seo?.title, page.path).toBeTruthy()
      expect(page.seo?.description?.length, page.path).toBeGreaterThan(30)
      expect(blocksOf(page, 'basicBanner')[0]?.buttonUrl, page.path).toBe('/find-a-dealer/')
      expect(JSON.stringify(page.layout), page.path).toContain('Demo content')
      expect(page.layout?.length, page.path).toBeLessThanOrEqual(8)
    }
  })

  it('links only through the link rule, inside the site to seeded product pages or the dealer finder', () => {
    const seeded = new Set(pages.map((page) => page.path))
    for (const page of pages) {
      expect(linksOf(page).length, page.path).toBeGreaterThan(1)
      for (const link of linksOf(page)) {
        expect(safeHref(link), `${page.path}: ${link}`).toBe(link)
        const path = link.replace(/\/$/, '')
        if (path.startsWith('/products/')) expect(seeded.has(path), `${page.path}: ${link}`).toBe(true)
        else expect(link, page.path).toBe('/find-a-dealer/')
      }
    }
  })

  it('keeps what the site tests expect of the furnace page', () => {
    const page = byPath('/products/furnaces')
    expect(page.title).toBe('Gas furnaces')
    expect(blocksOf(page, 'hero')[0]).toMatchObject({ title: 'Gas furnaces', titleLevel: 'h1' })
  })

  it('puts a comparison on the air conditioner, furnace and heat pump pages, each type with demo products', () => {
    const starts = ['/products/air-conditioners', '/products/furnaces', '/products/heat-pumps'].map(
      (path) => {
        const [comparison] = blocksOf(byPath(path), 'productComparison')
        expect(comparison, path).toBeTruthy()
        const menu = menuTypes(comparison!, comparison!.entries)
        for (const type of menu)
          expect(productsOfType(comparison!.entries, type).length, type).toBeGreaterThan(0)
        for (const entry of comparison!.entries) expect(entry.product_name).toMatch(/^Demo /)
        return initialType(menu)
      },
    )
    expect(starts).toEqual(['Air Conditioner', '80% Furnace', 'Heat Pump'])
  })

  it('puts a product selector on the heat pump page', () => {
    expect(blocksOf(byPath('/products/heat-pumps'), 'productSelector')[0]?.items.length).toBeGreaterThan(1)
  })
})
