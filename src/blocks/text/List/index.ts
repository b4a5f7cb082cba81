import { defineBlock } from '../../_core/defineBlock'

import { ListComponent } from './Component'
import { List } from './config'

export const list = defineBlock({
  type: 'list',
  config: List,
  Component: ListComponent,
  catalogue: {
    description: 'A bulleted or numbered list.',
    sketch: 'list',
    keywords: ['bullets', 'bullet points', 'numbered', 'checklist'],
  },
  places: ['page', 'section', 'column', 'group'],
})
