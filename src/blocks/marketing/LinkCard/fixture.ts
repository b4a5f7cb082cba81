import type { LinkCardBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'

/** Link cards as an editor would set them up. */
export const linkCardFixture: LinkCardBlock = {
  blockType: 'linkCard',
  title: 'Start with your system',
  cards: [
    { image: fixtureMedia('Heat pump beside a house'), label: 'Heat pumps', url: '/products/heat-pumps/' },
    {
      image: fixtureMedia('Furnace in a basement', { id: 2 }),
      label: 'Furnaces',
      url: '/products/furnaces/',
    },
  ],
}
