import type { Media } from '@/payload-types'

/** A populated media-library item as blocks receive it, for fixtures and tests of blocks with uploads. */
export const fixtureMedia = (alt: string, over: Partial<Media> = {}): Media => ({
  id: 1,
  alt,
  url: '/api/media/file/demo.jpg',
  width: 1200,
  height: 675,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
})

/** A media item as Payload returns it populated, with its generated sizes (for a block that picks one). */
export function fixtureMediaWithSizes(id: number, alt: string, name = `image-${id}`): Media {
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
