import type { ReviewPlaceholderBlock } from '@/payload-types'

/** A ratings place for a demo product id, for tests and demo pages. */
export const reviewPlaceholderFixture: ReviewPlaceholderBlock = {
  blockType: 'reviewPlaceholder',
  productId: 'ALD-HP16-DEMO',
  label: 'Ratings and reviews of the demo heat pump',
}
