import type { ClosableBannerBlock } from '@/payload-types'

/** A seasonal notice with a link, as an editor would set it up, for tests and demo pages. */
export const closableBannerFixture: ClosableBannerBlock = {
  id: '6650f0c2a1b2c3d4e5f60718',
  blockType: 'closableBanner',
  text: 'Demo offer: book a spring tune-up with a participating dealer before May 31.',
  linkLabel: 'Find a dealer',
  linkUrl: '/find-a-dealer/',
  tone: 'light',
  version: 1,
}
