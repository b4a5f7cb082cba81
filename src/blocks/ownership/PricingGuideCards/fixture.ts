import type { PricingGuideCardsBlock } from '@/payload-types'

import { DUCTWORK_COST, STARTING_PRICES } from '../../../domain/ownership/constants'

/** The pricing guide cards with the specification's prices (§9), as a new block starts. */
export const pricingGuideCardsFixture: PricingGuideCardsBlock = {
  blockType: 'pricingGuideCards',
  title: 'What does a new system cost?',
  intro: 'Starting prices for an installed system, before tax. Your dealer’s quote depends on your home.',
  cards: STARTING_PRICES.map((p) => ({ product: p.product, price: p.price })),
  ductwork: { show: true, ...DUCTWORK_COST },
  footnote:
    'Prices are starting points for equipment and standard installation, before tax, rebates and credits.',
  cta: { label: 'Get a quote from a dealer', url: '/find-a-dealer/' },
}
