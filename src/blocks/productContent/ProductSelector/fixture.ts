import type { ProductSelectorBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'

/** A selector with three choices, one without a picture or link. */
export const productSelectorFixture: ProductSelectorBlock = {
  blockType: 'productSelector',
  title: 'Which heat pump suits you?',
  items: [
    {
      text: 'Best value',
      details: 'A single-stage heat pump for mild winters.',
      handCopy: 'Installed by a local dealer',
      exclusiveCopy: 'Simple controls',
      energyCopy: 'Up to 15 SEER',
      href: '/products/heat-pumps/',
      image: fixtureMedia('A heat pump beside a house', { id: 1, url: '/api/media/file/hp.jpg' }),
    },
    {
      text: 'Best comfort',
      details: 'A variable-speed heat pump for cold winters.',
      energyCopy: 'Up to 20 SEER',
      href: 'javascript:alert(1)',
      linkLabel: 'See variable-speed models',
    },
    {
      text: 'Best for hybrid',
      details: 'Pairs with a gas furnace.',
      href: '/products/packaged-system/hybrid-comfort-systems/',
    },
  ],
}
