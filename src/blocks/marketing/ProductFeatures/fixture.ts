import type { ProductFeaturesBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'

/** Product features as an editor would set them up. */
export const productFeaturesFixture: ProductFeaturesBlock = {
  blockType: 'productFeatures',
  title: 'Why the Alderline Platinum heat pump',
  intro: 'Built for homes that want quiet comfort all year.',
  features: [
    { icon: 'leaf', title: 'Up to 20 SEER2', text: 'Variable speed runs only as hard as your home needs.' },
    { icon: 'snowflake', title: 'Quiet cooling', text: 'As quiet as a library at low speed.' },
    {
      icon: 'shield',
      title: '10-year parts warranty',
      text: 'When registered within 60 days of installation.',
    },
  ],
  image: fixtureMedia('Alderline Platinum heat pump'),
}
