import type { VideoPlayerBlock } from '@/payload-types'

/** A video player as an editor would set it up (a Blender Foundation open film stands in for a brand video). */
export const videoPlayerFixture: VideoPlayerBlock = {
  blockType: 'videoPlayer',
  title: 'How a heat pump heats and cools your home',
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  description: 'Two minutes on how one outdoor unit moves heat in or out of the house, whatever the season.',
}
