import { defineBlock } from '../../_core/defineBlock'

import { ExampleSectionComponent } from './Component'
import { ExampleSection } from './config'

export const exampleSection = defineBlock({
  type: 'exampleSection',
  config: ExampleSection,
  Component: ExampleSectionComponent,
  catalogue: {
    description: 'A titled block of text.',
    sketch: 'text',
    keywords: ['text', 'section', 'intro', 'copy'],
  },
  places: ['page'],
})
