import { describe, expect, it } from 'vitest'

import { isCurrentPage, safeHref } from '../../../../../domain/url'
import { hasLevelOneHeading } from '../../../../../blocks/_core/headings'
import type { DemoImages } from '../../../media/imageKeys'
import { maintenancePages } from '../../demo/maintenance'
import type { DemoPage } from '../../pages'
import { guidancePages } from '.'

const images = new Proxy(
  {},
  { get: (_, key) => (typeof key === 'string' ? key.length : undefined) },
) as DemoImages
const pages = guidancePages.map((build) => build(images))
const existingTips = maintenancePages.map((build) => build(images))
const seededPaths = [...pages, ...existingTips].map((page) => page.path)

type Block = NonNullable<DemoPage['layout']>[number]
const blocksOf = <T extends Block['blockType']>(page: DemoPage, type: T) =>
  (page.layout ?? []).filter((block): block is Extract<Block, { blockType: T }> => block.blockType === type)

const levelOneCount = (page: DemoPage) =>
  (page.layout ?? []).filter(
    (block) =>
      (block.blockType === 'heading' && block.level === 'h1') ||
      (block.blockType === 'hero' && block.titleLevel === 'h1'),
  ).length

describe('guidance demo pages', () => {
  it('seeds both index pages, ten troubleshooting pages and seven more maintenance pages', () => {
    const troubleshooting = pages.filter((page) => page.path.startsWith('/resources/troubleshooting/'))
    expect(troubleshooting.map((page) => page.path.split('/').at(-1))).toEqual([
      'air-conditioners',
      'gas-furnaces',
      'air-handlers',
      'heat-pumps',
      'oil-furnaces',
      'ductless-systems',
      'air-quality',
      'packaged-systems',
      'thermostat-controls',
      'coils',
    ])
    const tips = pages.filter((page) => page.path.startsWith('/resources/maintenance-tips/'))
    expect(tips).toHaveLength(7)
    expect(pages.map((page) => page.path)).toContain('/resources/troubleshooting')
    expect(pages.map((page) => page.path)).toContain('/resources/maintenance-tips')
    expect(new Set(seededPaths).size).toBe(seededPaths.length)
  })

  it('leaves the three maintenance pages of demo/maintenance.ts in place', () => {
    for (const page of existingTips) expect(pages.map((p) => p.path)).not.toContain(page.path)
  })

  it('gives every page one h1, an seo title and a description', () => {
    for (const page of pages) {
      expect(levelOneCount(page), page.path).toBe(1)
      expect(hasLevelOneHeading(page.layout), page.path).toBe(true)
      expect(page.seo?.title, page.path).toBeTruthy()
      expect(page.seo?.description?.length, page.path).toBeGreaterThan(30)
    }
  })

  it('keeps what the site tests expect of the heat pump troubleshooting page', () => {
    const page = pages.find((p) => p.path === '/resources/troubleshooting/heat-pumps')!
    expect(page.title).toBe('Heat pump troubleshooting')
    expect(blocksOf(page, 'heading')[0]).toMatchObject({ text: 'Heat pump troubleshooting', level: 'h1' })
  })

  it('gives each troubleshooting page its common issues, when to call a dealer and the grid to the others', () => {
    for (const page of pages.filter((p) => p.path.startsWith('/resources/troubleshooting/'))) {
      const [issues] = blocksOf(page, 'commonIssues')
      expect(issues?.items.length, page.path).toBeGreaterThanOrEqual(5)
      expect(issues?.whenToCall?.split('\n').length, page.path).toBeGreaterThanOrEqual(4)
      expect(issues?.helpLinkUrl).toBe('/find-a-dealer/')
      const [grid] = blocksOf(page, 'troubleshootingGrid')
      expect(grid?.leaveOutCurrentPage, page.path).toBe(true)
      expect(
        grid?.items.some((item) => isCurrentPage(item.url ?? '', page.path)),
        page.path,
      ).toBe(true)
    }
  })

  it('gives each new maintenance page the maintenance grid', () => {
    for (const page of pages.filter((p) => p.path.startsWith('/resources/maintenance-tips/'))) {
      expect(blocksOf(page, 'maintenanceGrid'), page.path).toHaveLength(1)
      expect(page.layout?.at(-1)?.blockType).toBe('stickyCta')
    }
  })

  it('links every grid card and every answer link to a seeded page', () => {
    for (const page of pages) {
      const urls = [
        ...blocksOf(page, 'troubleshootingGrid').flatMap((grid) => grid.items.map((item) => item.url ?? '')),
        ...blocksOf(page, 'maintenanceGrid').flatMap((grid) => grid.items.map((item) => item.url ?? '')),
        ...blocksOf(page, 'commonIssues').flatMap((block) =>
          block.items.flatMap((item) => (item.url ? [item.url] : [])),
        ),
      ]
      for (const url of urls) {
        expect(safeHref(url), url).toBe(url)
        expect(
          seededPaths.some((path) => isCurrentPage(url, path)),
          `${page.path} -> ${url}`,
        ).toBe(true)
      }
    }
  })

  it('gives each page its own block objects, as the CMS writes ids into them', () => {
    const again = guidancePages.map((build) => build(images))
    const grids = (list: DemoPage[]) => list.flatMap((page) => blocksOf(page, 'troubleshootingGrid'))
    expect(grids(pages)[0]).not.toBe(grids(again)[0])
    expect(grids(pages)[0]!.items).not.toBe(grids(pages)[1]!.items)
  })
})
