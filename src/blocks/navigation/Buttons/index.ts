import { defineBlock } from '../../_core/defineBlock'

import { ButtonsComponent } from './Component'
import { Buttons } from './config'

export const buttons = defineBlock({
  type: 'buttons',
  config: Buttons,
  Component: ButtonsComponent,
  catalogue: {
    description: 'One or more buttons that link to a page or an address.',
    sketch: 'buttons',
    keywords: ['cta', 'call to action', 'link'],
  },
  places: ['page', 'section', 'column', 'group'],
})
