import { defineBlock } from '../../_core/defineBlock'

import { ImageComponent } from './Component'
import { Image } from './config'

export const image = defineBlock({
  type: 'image',
  config: Image,
  Component: ImageComponent,
  catalogue: {
    description: 'One picture from the library or an address, with a caption.',
    sketch: 'image',
    keywords: ['picture', 'photo', 'graphic'],
  },
  places: ['page', 'section', 'column', 'group'],
})
