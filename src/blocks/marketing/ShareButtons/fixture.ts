import type { ShareButtonsBlock } from '@/payload-types'

/** Share buttons as an editor would set them up: three networks on, two off. */
export const shareButtonsFixture: ShareButtonsBlock = {
  blockType: 'shareButtons',
  title: 'Share this page',
  facebook: '1',
  twitter: '0',
  linkedin: '1',
  whatsapp: '0',
  email: '1',
}
