import { defineBlock } from '../../_core/defineBlock'

import { VideoPlayerComponent } from './Component'
import { VideoPlayer } from './config'

export const videoPlayer = defineBlock({
  type: 'videoPlayer',
  config: VideoPlayer,
  Component: VideoPlayerComponent,
  catalogue: {
    description: 'One YouTube, Vimeo or Wistia video, loaded on a click.',
    sketch: 'video',
    keywords: ['youtube', 'vimeo', 'wistia', 'embed', 'movie'],
  },
  places: ['page'],
})
