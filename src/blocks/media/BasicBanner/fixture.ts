import type { BasicBannerBlock } from '@/payload-types'

/** A basic banner as an editor would set it up. */
export const basicBannerFixture: BasicBannerBlock = {
  blockType: 'basicBanner',
  title: 'Ready for a quieter, more efficient home?',
  text: 'A local dealer can visit, measure your home and recommend the right system.',
  buttonLabel: 'Find a dealer',
  buttonUrl: '/find-a-dealer/',
  backgroundColor: 'brand',
  removeContainer: false,
}
