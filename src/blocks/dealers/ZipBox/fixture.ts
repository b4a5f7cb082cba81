import type { ZipBoxBlock } from '@/payload-types'

export const zipBoxFixture: ZipBoxBlock = {
  blockType: 'zipBox',
  heading: 'Find a dealer near you',
  label: 'Zip or postal code',
  withLocation: true,
}
