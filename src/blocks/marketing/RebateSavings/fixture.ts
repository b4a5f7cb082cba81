import type { RebateSavingsBlock } from '@/payload-types'

/** The rebate page's block: a title, a sentence, and the carousel of more dealers shown. */
export const rebateSavingsFixture: RebateSavingsBlock = {
  blockType: 'rebateSavings',
  title: 'Find rebates in your area',
  intro: 'Enter your zip or postal code to see the largest rebate for your area.',
  hide_slider: '0',
}
