import { defineBlock } from '../../_core/defineBlock'

import { ParagraphComponent } from './Component'
import { Paragraph } from './config'

export const paragraph = defineBlock({
  type: 'paragraph',
  config: Paragraph,
  Component: ParagraphComponent,
  catalogue: {
    description: 'Running text with bold, italics and links.',
    sketch: 'text',
    keywords: ['text', 'body copy', 'rich text', 'words'],
  },
  places: ['page', 'section', 'column', 'group'],
})
