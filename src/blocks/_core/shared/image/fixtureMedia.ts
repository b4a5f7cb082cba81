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
