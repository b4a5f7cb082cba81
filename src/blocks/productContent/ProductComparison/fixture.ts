import type { ProductComparisonBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'

/** A comparison as an editor would set it up: a menu of three types, air conditioners and heat pumps. */
export const productComparisonFixture: ProductComparisonBlock = {
  blockType: 'productComparison',
  title: 'Compare demo models',
  intro: 'Sample data for a fictional brand.',
  menu_label_1: 'Heat Pump',
  menu_label_2: 'Air Conditioner',
  menu_label_3: null,
  menu_label_4: '90% Furnace',
  entries: [
    {
      product_type: 'Air Conditioner',
      product_name: 'Demo AC 14',
      product_link: '/products/air-conditioners/',
      image: fixtureMedia('An outdoor air conditioner', { id: 1, url: '/api/media/file/ac.jpg' }),
      installment_cost: '$',
      stages: 'Single-stage',
      noise_level: 72,
      energy_savings: 'Up to 28%',
      energy_star_qualified: 'No',
      efficiency: 'Up to 14',
    },
    {
      product_type: 'Air Conditioner',
      product_name: 'Demo AC 16',
      installment_cost: '$$',
      stages: 'Two-stage',
      noise_level: 56,
      energy_savings: 'Up to 37%',
      energy_star_qualified: 'Yes',
      efficiency: 'Up to 16',
    },
    {
      product_type: 'Heat Pump',
      product_name: 'Demo HP 15',
      installment_cost: '$$',
      fuel_type: 'Electric',
      efficiency: 'Up to 8.5',
    },
  ],
}
