import { defineBlock } from '../../_core/defineBlock'

import { ShareButtonsComponent } from './Component'
import { ShareButtons } from './config'

export const shareButtons = defineBlock({
  type: 'shareButtons',
  config: ShareButtons,
  Component: ShareButtonsComponent,
  catalogue: {
    description: 'Buttons to share the page on social sites or by e-mail.',
    sketch: 'buttons',
    keywords: ['social', 'facebook', 'linkedin', 'email', 'share'],
  },
  places: ['page', 'section', 'column', 'group'],
})
