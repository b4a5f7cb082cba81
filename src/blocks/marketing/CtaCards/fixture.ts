import type { CtaCardsBlock } from '@/payload-types'

/** Call-to-action cards as an editor would set them up. */
export const ctaCardsFixture: CtaCardsBlock = {
  blockType: 'ctaCards',
  title: 'Ready for the next step?',
  cards: [
    {
      title: 'Get a quote',
      text: 'A local dealer visits, measures and prices a system for your home.',
      label: 'Find a dealer',
      url: '/find-a-dealer/',
    },
    {
      title: 'Spread the cost',
      text: 'Lease a system for one monthly payment.',
      label: 'About leasing',
      url: '/pricing/leasing/',
    },
  ],
}
