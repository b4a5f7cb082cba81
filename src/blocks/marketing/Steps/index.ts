import { defineBlock } from '../../_core/defineBlock'

import { StepsComponent } from './Component'
import { Steps } from './config'

export const steps = defineBlock({
  type: 'steps',
  config: Steps,
  Component: StepsComponent,
  catalogue: {
    description: 'Numbered steps with a call to action.',
    sketch: 'steps',
    keywords: ['process', 'how it works', 'numbered', 'timeline', 'cta'],
  },
  places: ['page', 'section'],
})
