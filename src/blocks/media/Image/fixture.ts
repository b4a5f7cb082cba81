import type { ImageBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'

/** A picture from the media library at content width, with a caption and a link to the product page. */
export const imageFixture: ImageBlock = {
  blockType: 'image',
  source: 'upload',
  media: fixtureMedia('A technician checking an outdoor heat pump'),
  caption: 'Our quietest heat pump, installed in a day',
  link: '/products/heat-pumps/',
  displayWidth: 'content',
  priority: false,
}
