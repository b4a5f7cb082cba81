import { defineBlock } from '../../_core/defineBlock'

import { ReusableSectionComponent } from './Component'
import { ReusableSection } from './config'

export const reusableSection = defineBlock({
  type: 'reusableSection',
  config: ReusableSection,
  Component: ReusableSectionComponent,
  catalogue: {
    description: 'A section built once and shown on many pages.',
    sketch: 'section',
    keywords: ['shared', 'global', 'section', 'reuse', 'snippet'],
  },
  places: ['page'],
})
