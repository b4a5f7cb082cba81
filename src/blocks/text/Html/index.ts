import { defineBlock } from '../../_core/defineBlock'

import { HtmlComponent } from './Component'
import { Html } from './config'

export const html = defineBlock({
  type: 'html',
  config: Html,
  Component: HtmlComponent,
  catalogue: {
    description: 'Hand-written HTML, cleaned of scripts before it shows.',
    sketch: 'code',
    keywords: ['code', 'embed', 'custom', 'iframe'],
  },
  places: ['page', 'section', 'column', 'group'],
})
