import type { VideoCardsBlock } from '@/payload-types'

/** Video cards as an editor would set them up. */
export const videoCardsFixture: VideoCardsBlock = {
  blockType: 'videoCards',
  title: 'More to watch',
  cards: [
    {
      sup_title: '3-minute video',
      video_block_title: 'Reading your thermostat',
      video_block_description: 'What each setting does, and which one saves the most.',
      link: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
      linkLabel: 'Watch the video',
    },
    {
      sup_title: 'Guide',
      video_block_title: 'Getting ready for winter',
      video_block_description: 'Five checks before the first cold night.',
      link: '/resources/maintenance-tips/gas-furnaces/',
      linkLabel: 'Read the checklist',
    },
  ],
}
