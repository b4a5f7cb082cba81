import { isCurrentPage } from '../url'

/**
 * The product-category sidebar (spec §2): links to the product categories, with the category the page
 * belongs to marked. The categories are named by the specification's anchors.
 */

export type CategoryLink = { anchor: string; label: string; href: string }

/** The categories in the specification's order, each with its label and where it links by default. */
export const PRODUCT_CATEGORIES = [
  { anchor: 'heating-cooling', label: 'Heating and cooling', href: '/products/#heating-cooling' },
  { anchor: 'air-conditioners', label: 'Air conditioners', href: '/products/air-conditioners/' },
  { anchor: 'furnaces', label: 'Furnaces', href: '/products/furnaces/' },
  { anchor: 'heat-pumps', label: 'Heat pumps', href: '/products/heat-pumps/' },
  { anchor: 'air-handlers', label: 'Air handlers', href: '/products/air-handlers/' },
  { anchor: 'coils', label: 'Coils', href: '/products/coils/' },
  {
    anchor: 'thermostat-controls',
    label: 'Thermostats and controls',
    href: '/products/#thermostat-controls',
  },
  { anchor: 'packaged-system', label: 'Packaged systems', href: '/products/#packaged-system' },
  { anchor: 'ductless-systems', label: 'Ductless systems', href: '/products/#ductless-systems' },
  { anchor: 'indoor-air-quality', label: 'Indoor air quality', href: '/products/indoor-air-quality/' },
  {
    anchor: 'smart-connected-features',
    label: 'Smart connected features',
    href: '/products/#smart-connected-features',
  },
  { anchor: 'light-commercial', label: 'Light commercial', href: '/products/light-commercial/' },
] as const satisfies readonly CategoryLink[]

export type CategoryAnchor = (typeof PRODUCT_CATEGORIES)[number]['anchor']

export const CATEGORY_ANCHORS = PRODUCT_CATEGORIES.map((c) => c.anchor)

/** 'page' when the item is the page itself, 'true' when the page sits inside the item's category. */
export type CurrentMark = 'page' | 'true'

const pathOf = (href: string): string =>
  href
    .split(/[?#]/)[0]!
    .replace(/(.)\/+$/, '$1')
    .toLowerCase()

/**
 * Which item is current, and how:
 * 1. the category the editor chose for the page (`chosen`, an anchor), as the page's category;
 * 2. else the item that links to the page itself (with no #anchor), as the page;
 * 3. else the item whose page is the nearest parent of this page (/products/indoor-air-quality for
 *    /products/indoor-air-quality/ventilation), as the page's category.
 * Items that link into another page's section (/products/#thermostat-controls) are only ever current by
 * the first rule. No item is current when none fits, or outside a page.
 */
export function currentCategory(
  items: readonly CategoryLink[],
  pathname: string | null | undefined,
  chosen?: string | null,
): { index: number; mark: CurrentMark } | null {
  if (chosen) {
    const index = items.findIndex((item) => item.anchor === chosen)
    if (index !== -1) {
      const exact =
        !!pathname && !items[index]!.href.includes('#') && isCurrentPage(items[index]!.href, pathname)
      return { index, mark: exact ? 'page' : 'true' }
    }
  }
  if (!pathname) return null
  const pageLinks = items.map((item) =>
    item.href.startsWith('/') && !item.href.includes('#') ? item.href : null,
  )
  const exact = pageLinks.findIndex((href) => href !== null && isCurrentPage(href, pathname))
  if (exact !== -1) return { index: exact, mark: 'page' }
  const page = pathOf(pathname)
  let best = -1
  let bestLength = 0
  pageLinks.forEach((href, index) => {
    if (href === null) return
    const parent = pathOf(href)
    if (parent !== '/' && page.startsWith(`${parent}/`) && parent.length > bestLength) {
      best = index
      bestLength = parent.length
    }
  })
  return best === -1 ? null : { index: best, mark: 'true' }
}
