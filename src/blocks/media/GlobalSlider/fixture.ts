import type { GlobalSliderBlock } from '@/payload-types'

import { fixtureMediaWithSizes } from '../../_core/shared/image/fixtureMedia'

/** A global slider as an editor would set it up, for tests: defaults on desktop and tablet, bounded on phones. */
export const globalSliderFixture: GlobalSliderBlock = {
  blockType: 'globalSlider',
  title: 'Explore our product lines',
  showTitle: true,
  slides: [
    {
      image: fixtureMediaWithSizes(1, 'Gas furnace in a basement'),
      title: 'Furnaces',
      text: 'Up to 97% AFUE.',
      link: '/products/furnaces',
    },
    {
      image: fixtureMediaWithSizes(2, 'Heat pump beside a house'),
      title: 'Heat pumps',
      text: 'Heats and cools.',
    },
    {
      image: fixtureMediaWithSizes(3, ''),
      title: 'Thermostats',
      link: 'javascript:alert(1)',
    },
  ],
  options: {
    mobile: { active: true, infinite_loop: false, arrows: true, arrows_bg: 'dark', arrows_color: 'dark' },
  },
}
