import type { DealerLocatorBlock } from '@/payload-types'

/** A locator block as an editor would set it up, for tests and the demo pages. */
export const dealerLocatorFixture: DealerLocatorBlock = {
  blockType: 'dealerLocator',
  locator_block_title: 'Find your local dealer',
  title_tag: 'h1',
  title_classes: 'standard',
  block_intro_content:
    'Independent dealers install, maintain and repair Alderline systems.\n\nEnter your zip code to see who serves your area.',
  zero_result_variant: 'standard',
  show_zip_box: true,
}
