import type { TabsSliderBlock } from '@/payload-types'

import { fixtureMediaWithSizes } from '../../_core/shared/image/fixtureMedia'

/** A tabs-to-slider as an editor would set it up, for tests: three slides that move by themselves every 5 s. */
export const tabsSliderFixture: TabsSliderBlock = {
  blockType: 'tabsSlider',
  heading: 'Why choose Alderline?',
  auto_slide: '1',
  transition_delay: 5,
  show_arrows: true,
  tab_slide_repeater: [
    {
      tab_title: 'Tested to last',
      tab_details: 'Every unit runs on a test stand before it ships.',
      button_link: { url: '/products', title: 'See the products' },
      image: fixtureMediaWithSizes(21, 'Technician testing an outdoor unit', 'test'),
      image_mobile: fixtureMediaWithSizes(22, 'Outdoor unit on a test stand', 'test-mobile'),
    },
    {
      tab_title: 'Quiet comfort',
      tab_details: 'Variable-speed systems run as quietly as a library.',
      button_link: { url: 'javascript:alert(1)', title: 'Bad link' },
      image: fixtureMediaWithSizes(23, 'Living room', 'quiet'),
    },
    {
      tab_title: 'Local dealers',
      tab_details: 'Independent dealers install and service what they sell.',
      image: fixtureMediaWithSizes(24, '', 'dealer'),
    },
  ],
}
