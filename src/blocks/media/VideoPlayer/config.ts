import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { videoUrlField } from '../../_core/shared/video/videoUrlField'

export const VideoPlayer: Block = {
  slug: 'videoPlayer',
  dbName: 'video_player',
  interfaceName: 'VideoPlayerBlock',
  labels: { singular: 'Video player', plural: 'Video players' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: {
        description:
          'Shown above the video; it also names the play button and the player for screen-reader users.',
      },
    },
    videoUrlField('url'),
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Optional still shown before the video plays (16:9 works best). Empty: a plain Alderline poster.',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'Optional sentence or two about the video, shown above it.' },
    },
    appearanceField(),
  ],
}
