import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { validateVideoUrl } from '../../../domain/video/embed'

/** The video address field shared by the video blocks: only YouTube, Vimeo and Wistia are accepted. */
export const videoUrlField = (name: string, label = 'Video address') =>
  ({
    name,
    type: 'text',
    label,
    required: true,
    admin: {
      description:
        'Paste the YouTube, Vimeo or Wistia address from your browser, e.g. https://www.youtube.com/watch?v=…. Nothing is loaded from the video site until a visitor presses play.',
    },
    validate: (value: string | null | undefined) => validateVideoUrl(value),
  }) as const

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
