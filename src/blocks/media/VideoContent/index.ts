import { defineBlock } from '../../_core/defineBlock'

import { VideoContentComponent } from './Component'
import { VideoContent } from './config'

export const videoContent = defineBlock({
  type: 'videoContent',
  config: VideoContent,
  Component: VideoContentComponent,
  catalogue: {
    description: 'A gallery of videos with titles.',
    sketch: 'video',
    keywords: ['youtube', 'playlist', 'gallery'],
  },
  places: ['page'],
})
