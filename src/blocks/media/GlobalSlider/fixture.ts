import type { GlobalSliderBlock, Media } from '@/payload-types'

/** A media item as Payload returns it populated, with its generated sizes. */
export function fixtureMedia(id: number, alt: string, name = `image-${id}`): Media {
  return {
    id,
    alt,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    url: `/api/media/file/${name}.jpg`,
    width: 1600,
    height: 1200,
    sizes: {
      small: { url: `/api/media/file/${name}-480x360.jpg`, width: 480, height: 360 },
      medium: { url: `/api/media/file/${name}-960x720.jpg`, width: 960, height: 720 },
    },
  }
}

/** A global slider as an editor would set it up, for tests: defaults on desktop and tablet, bounded on phones. */
export const globalSliderFixture: GlobalSliderBlock = {
  blockType: 'globalSlider',
  title: 'Explore our product lines',
  showTitle: true,
  slides: [
    {
      image: fixtureMedia(1, 'Gas furnace in a basement'),
      title: 'Furnaces',
      text: 'Up to 97% AFUE.',
      link: '/products/furnaces',
    },
    { image: fixtureMedia(2, 'Heat pump beside a house'), title: 'Heat pumps', text: 'Heats and cools.' },
    {
      image: fixtureMedia(3, ''),
      title: 'Thermostats',
      link: 'javascript:alert(1)',
    },
  ],
  options: {
    mobile: { active: true, infinite_loop: false, arrows: true, arrows_bg: 'dark', arrows_color: 'dark' },
  },
}
