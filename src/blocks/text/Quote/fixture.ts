import type { QuoteBlock } from '@/payload-types'

/** A homeowner's quote of two paragraphs with its citation. */
export const quoteFixture: QuoteBlock = {
  blockType: 'quote',
  quote:
    'Our new heat pump is so quiet we forget it is running.\n\nThe dealer installed it in a day and helped us claim the utility rebate.',
  citation: 'Dana R., Tulsa, OK',
}
