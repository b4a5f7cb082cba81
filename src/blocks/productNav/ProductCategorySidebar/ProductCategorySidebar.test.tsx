// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { Page, ProductCategorySidebarBlock } from '@/payload-types'

import type { RenderedPage } from '../../_core/data'

import { ProductCategorySidebarComponent } from './Component'
import { productCategorySidebarFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

const INDOOR_AIR: RenderedPage = { path: '/products/indoor-air-quality', title: 'Indoor air quality' }

const show = (over: Partial<ProductCategorySidebarBlock> = {}, page: RenderedPage | null = INDOOR_AIR) =>
  render(
    <ProductCategorySidebarComponent
      {...productCategorySidebarFixture}
      {...over}

      page={page}
    />,
  )
const nav = () => screen.getByRole('navigation', { name: 'Product categories' })
const current = () =>
  [...nav().querySelectorAll('[aria-current]')].map((a) => [a.textContent, a.getAttribute('aria-current')])

/** A picked page as the page query brings it. */
const linked = (path: string, status: 'published' | 'draft') =>
  ({ id: path.length, title: path, path, _status: status, deletedAt: null }) as Page

describe('Product-category sidebar block', () => {
  it('links the twelve categories under its heading', () => {
    show()
    expect(within(nav()).getByRole('heading', { level: 2 }).textContent).toBe('Product categories')
    const links = within(nav()).getAllByRole('link')
    expect(links).toHaveLength(12)
    expect([links[0]!.textContent, links[0]!.getAttribute('href')]).toEqual([
      'Heating and cooling',
      '/products/#heating-cooling',
    ])
  })

  it('marks the category’s own page as the page', () => {
    show()
    expect(current()).toEqual([['Indoor air quality', 'page']])
  })

  it('marks the category a page sits in', () => {
    show({}, { path: '/products/indoor-air-quality/air-purification/cleaneffects', title: 'CleanEffects' })
    expect(current()).toEqual([['Indoor air quality', 'true']])
  })

  it('marks the category the editor chose', () => {
    show({ current: 'smart-connected-features' }, { path: '/products', title: 'Products' })
    expect(current()).toEqual([['Smart connected features', 'true']])
  })

  it('marks nothing outside a page and drops unsafe links', () => {
    show(
      {
        items: [
          ...productCategorySidebarFixture.items,
          { anchor: 'coils', label: 'Bad', url: 'javascript:alert(1)' },
        ],
      },
      null,
    )
    expect(current()).toEqual([])
    expect(within(nav()).getAllByRole('link')).toHaveLength(12)
  })

  it('follows a picked page to its current path, at the section chosen, and leaves it out while unpublished', () => {
    const [first, second, third] = productCategorySidebarFixture.items
    show(
      {
        items: [
          {
            ...first!,
            url: null,
            page: linked('/products/all', 'published'),
            section: 'heating-cooling',
          },
          {
            ...second!,
            url: '/old-heat-pumps/',
            page: linked('/products/heat-pumps-2027', 'published'),
          },
          {
            ...third!,
            url: '/products/furnaces/',
            page: linked('/products/furnaces-draft', 'draft'),
          },
        ],
      },
      { path: '/products/heat-pumps-2027', title: 'Heat pumps' },
    )
    const links = within(nav()).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Heating and cooling', '/products/all#heating-cooling'],
      ['Air conditioners', '/products/heat-pumps-2027'],
    ])
    expect(current()).toEqual([['Air conditioners', 'page']])
  })
})
