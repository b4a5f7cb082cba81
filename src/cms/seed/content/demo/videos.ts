import type { VideoCardsBlock, VideoContentBlock, VideoPlayerBlock } from '../../../../payload-types'
import type { DemoImages } from '../../media/imageKeys'
import { heading, paragraph } from '../blocks'
import { DEMO_VIDEO_PAGE } from '../outsideSites'
import type { DemoPage } from '../pages'

// Blender Foundation open films (Creative Commons) stand in for brand videos; they are fetched from
// YouTube or Vimeo only when a visitor presses play.
const DEMO_NOTE =
  'Demo content: Alderline is a fictional brand. The videos are Blender Foundation open films standing in for product videos; they load from YouTube or Vimeo only when you press play.'

const player = (images: DemoImages): VideoPlayerBlock => ({
  blockType: 'videoPlayer',
  title: 'How a heat pump heats and cools your home',
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  thumbnail: images['slide-heat-pump'],
  description: 'One outdoor unit moves heat into your home in winter and out of it in summer. Here is how.',
})

const gallery: VideoContentBlock = {
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

const cards = (images: DemoImages): VideoCardsBlock => ({
  blockType: 'videoCards',
  title: 'More to watch',
  cards: [
    {
      image: images['slide-thermostat'],
      sup_title: '3-minute video',
      video_block_title: 'Reading your thermostat',
      video_block_description: 'What each setting does, and which one saves the most energy.',
      link: DEMO_VIDEO_PAGE,
      linkLabel: 'Watch the video',
    },
    {
      image: images['slide-furnace'],
      sup_title: '4-minute video',
      video_block_title: 'Getting your furnace ready for winter',
      video_block_description: 'Five checks to make before the first cold night.',
      link: DEMO_VIDEO_PAGE,
      linkLabel: 'Watch the video',
    },
    {
      image: images['card-ductless'],
      sup_title: '2-minute video',
      video_block_title: 'Ductless systems explained',
      video_block_description: 'Heating and cooling for rooms without ducts, one zone at a time.',
      link: DEMO_VIDEO_PAGE,
      linkLabel: 'Watch the video',
    },
    {
      image: images['card-filter'],
      sup_title: 'Guide',
      video_block_title: 'More maintenance tips',
      video_block_description: 'Step-by-step care for every kind of system.',
      link: '/resources/maintenance-tips/air-conditioners/',
      linkLabel: 'Read the tips',
    },
  ],
})

/** /resources/videos: the video player, a video gallery and video cards. */
export const videosPage = (images: DemoImages): DemoPage => ({
  title: 'Videos',
  path: '/resources/videos',
  seo: {
    description: 'Short videos on how Alderline heating and cooling systems work and how to care for them.',
  },
  layout: [
    heading('Videos', 'h1'),
    paragraph('Short videos on how your system works and how to keep it running well.', DEMO_NOTE),
    player(images),
    gallery,
    cards(images),
  ],
})
