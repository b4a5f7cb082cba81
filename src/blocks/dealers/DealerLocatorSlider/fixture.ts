import type { DealerLocatorSliderBlock } from '@/payload-types'

/** The home page's 'Dealers near you' slider with the default carousel settings. */
export const dealerLocatorSliderFixture: DealerLocatorSliderBlock = {
  blockType: 'dealerLocatorSlider',
  locator_block_title: 'Dealers near you',
  title_tag: 'h2',
  title_classes: 'standard',
  block_intro_content: null,
  carousel_options: { desk: { active: false }, tablet: { active: false }, mobile: { active: false } },
}
