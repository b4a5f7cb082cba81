import type { VideoContentBlock } from '@/payload-types'

/** A video gallery as an editor would set it up (open films stand in for brand videos). */
export const videoContentFixture: VideoContentBlock = {
  blockType: 'videoContent',
  title: 'Maintenance videos',
  videos: [
    {
      video_title: 'Changing your air filter',
      video_embed_link: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    },
    { video_title: 'Clearing around the outdoor unit', video_embed_link: 'https://vimeo.com/1084537' },
  ],
}
