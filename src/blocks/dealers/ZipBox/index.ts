import { defineBlock } from '../../_core/defineBlock'

import { ZipBoxComponent } from './Component'
import { ZipBoxBlock } from './config'

export const zipBox = defineBlock({
  type: 'zipBox',
  config: ZipBoxBlock,
  Component: ZipBoxComponent,
  catalogue: {
    description: 'A zip-code box that finds local dealers.',
    sketch: 'form',
    keywords: ['zip', 'postal code', 'find a dealer', 'search', 'form', 'cta'],
  },
  places: ['page'],
})
