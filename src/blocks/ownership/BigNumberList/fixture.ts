import type { BigNumberListBlock } from '@/payload-types'

import { LEASING_STEPS } from '../../../domain/ownership/constants'

/** The leasing steps (spec §9), as a new big number list starts. */
export const bigNumberListFixture: BigNumberListBlock = {
  blockType: 'bigNumberList',
  title: 'How does leasing work?',
  items: LEASING_STEPS.map((s) => ({ title: s.title, text: s.text })),
  cta: { label: 'Find a leasing dealer', url: '/find-your-dealer/' },
}
