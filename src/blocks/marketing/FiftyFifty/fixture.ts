import type { FiftyFiftyBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'
import { faqAnswer } from '../../_core/shared/richText/fixture'

/** An image-and-text section as an editor would set it up. */
export const fiftyFiftyFixture: FiftyFiftyBlock = {
  blockType: 'fiftyFifty',
  image: fixtureMedia('A technician checking an outdoor unit'),
  imagePosition: 'left',
  title: 'A tune-up every year',
  content: faqAnswer('A yearly visit keeps your system efficient and catches small problems early.'),
  link: { label: 'Maintenance tips', url: '/resources/maintenance-tips/air-conditioners/' },
}
