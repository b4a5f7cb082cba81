import type { QuoteSliderBlock } from '@/payload-types'

import { fixtureMediaWithSizes } from '../../_core/shared/image/fixtureMedia'

/** A quote slider as an editor would set it up, for tests. */
export const quoteSliderFixture: QuoteSliderBlock = {
  blockType: 'quoteSlider',
  title: 'What homeowners say',
  showTitle: true,
  slides: [
    {
      sup_title: 'Heat pump owner',
      title: 'Quiet all winter',
      quote: 'We barely hear it, and the bills went down.',
      author: 'Dana R., Columbus',
      image: fixtureMediaWithSizes(11, 'Dana in her kitchen'),
    },
    {
      sup_title: 'Furnace owner',
      title: 'Warm upstairs at last',
      quote: 'Every room is the same temperature now.',
      author: 'Luis M., Duluth',
    },
  ],
}
