import type { ProductCategorySidebarBlock } from '@/payload-types'

import { PRODUCT_CATEGORIES } from '../../../domain/productNav/sidebar'

/** The sidebar with its default categories. */
export const productCategorySidebarFixture: ProductCategorySidebarBlock = {
  blockType: 'productCategorySidebar',
  label: 'Product categories',
  items: PRODUCT_CATEGORIES.map(({ anchor, label, href }) => ({ anchor, label, url: href })),
}
