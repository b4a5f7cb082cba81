import type { ProductHubBlock } from '@/payload-types'

import { PRODUCT_HUB_SECTIONS } from '../../../domain/productNav/hub'

/** A product hub as an editor would set it up: the eight sections, one with cards (no images uploaded). */
export const productHubFixture: ProductHubBlock = {
  blockType: 'productHub',
  navLabel: 'Product categories',
  sections: PRODUCT_HUB_SECTIONS.map(({ title, anchor }, index) => ({
    title,
    anchor,
    intro: `About ${title.toLowerCase()}.`,
    cards:
      index === 0
        ? [
            { name: 'Air conditioners', text: 'Cool the whole home.', link: '/products/air-conditioners/' },
            { name: 'Coils', text: 'The indoor half of a split system.' },
          ]
        : [],
  })),
}
