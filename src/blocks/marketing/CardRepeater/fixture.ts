import type { CardRepeaterBlock } from '@/payload-types'

/** A card group as an editor would set it up (no images: none are uploaded in a fresh install). */
export const cardRepeaterFixture: CardRepeaterBlock = {
  blockType: 'cardRepeater',
  title: 'Why lease your system',
  cards: [
    {
      title: 'No large upfront cost',
      text: 'Pay one monthly amount instead of the full price of a new system at once.',
      link: '/pricing/leasing/',
      linkLabel: 'How leasing works',
    },
    {
      title: 'Repairs included',
      text: 'Repairs, maintenance visits and filters are part of the monthly payment.',
    },
    {
      title: 'A local dealer',
      text: 'The dealer who installs your system looks after it for the whole lease.',
      link: '/find-your-dealer/',
    },
  ],
}
