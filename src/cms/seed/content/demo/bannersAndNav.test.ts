import { describe, expect, it } from 'vitest'

import { activeNavIndex } from '../../../../domain/navigation/pageNav'
import type { DemoImages } from '../../media/imageKeys'
import { buildYourOwnPage } from './buildYourOwn'
import { maintenancePages } from './maintenance'

const images = {} as DemoImages
const navOf = (layout: ReturnType<typeof buildYourOwnPage>['layout']) => {
  const nav = layout?.find((block) => block.blockType === 'pageNav')
  return nav?.blockType === 'pageNav' ? nav.items.map((item) => ({ href: item.url })) : []
}

describe('banner and navigation demo pages', () => {
  it('give each maintenance page a navigation that marks it, a sticky call to action and a ratings place', () => {
    const pages = maintenancePages.map((build) => build(images))
    expect(pages.map((page) => page.path)).toEqual([
      '/resources/maintenance-tips/air-conditioners',
      '/resources/maintenance-tips/gas-furnaces',
      '/resources/maintenance-tips/heat-pumps',
    ])
    pages.forEach((page, index) => {
      expect(activeNavIndex(navOf(page.layout), page.path), page.path).toBe(index)
      const types = page.layout?.map((block) => block.blockType)
      expect(types).toContain('reviewPlaceholder')
      expect(types?.at(-1)).toBe('stickyCta')
    })
  })

  it('show Page not found on the build-your-own page, which carries no call to action to itself', () => {
    const page = buildYourOwnPage(images)
    expect(activeNavIndex(navOf(page.layout), page.path)).toBe(-1)
    const types = page.layout?.map((block) => block.blockType) ?? []
    expect(types).not.toContain('stickyCta')
    expect(types.filter((type) => type === 'needHelpBanner')).toHaveLength(3)
    expect(types).toContain('closableBanner')
  })
})
