import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { videoUrlField } from '../../_core/shared/video/videoUrlField'

export const VideoContent: Block = {
  slug: 'videoContent',
  dbName: 'video_content',
  interfaceName: 'VideoContentBlock',
  labels: { singular: 'Video gallery', plural: 'Video galleries' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Watch and learn',
      admin: { description: 'The heading above the videos.' },
    },
    {
      name: 'videos',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Video', plural: 'Videos' },
      admin: { description: 'Two side by side on wide screens, one under the other on phones.' },
      fields: [
        {
          name: 'video_title',
          type: 'text',
          label: 'Video title',
          required: true,
          admin: { description: 'Shown under the video and read out with its play button.' },
        },
        videoUrlField('video_embed_link'),
      ],
    },
    appearanceField(),
  ],
}
