import { defineBlock } from '../../_core/defineBlock'

import { TooltipContentComponent } from './Component'
import { TooltipContent } from './config'

export const tooltipContent = defineBlock({
  type: 'tooltipContent',
  config: TooltipContent,
  Component: TooltipContentComponent,
  catalogue: {
    description: 'Text with a term that explains itself on hover or tap.',
    sketch: 'tooltip',
    keywords: ['tooltip', 'definition', 'glossary', 'hover', 'explain'],
  },
  places: ['page'],
})
