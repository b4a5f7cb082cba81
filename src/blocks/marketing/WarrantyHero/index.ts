import { defineBlock } from '../../_core/defineBlock'

import { WarrantyHeroComponent } from './Component'
import { WarrantyHero } from './config'

export const warrantyHero = defineBlock({
  type: 'warrantyHero',
  config: WarrantyHero,
  Component: WarrantyHeroComponent,
  catalogue: {
    description: 'A hero whose buttons open product and warranty forms.',
    sketch: 'hero',
    keywords: ['banner', 'warranty', 'registration', 'form'],
  },
  places: ['page'],
})
