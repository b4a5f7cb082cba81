import { defineBlock } from '../../_core/defineBlock'

import { AccordionComponent } from './Component'
import { Accordion } from './config'

export const accordion = defineBlock({
  type: 'accordion',
  config: Accordion,
  Component: AccordionComponent,
  catalogue: {
    description: 'Sections that open and close, one heading each.',
    sketch: 'accordion',
    keywords: ['faq', 'questions', 'collapsible', 'toggle', 'expand'],
  },
  places: ['page', 'section'],
})
