import { describe, expect, it } from 'vitest'

import type { ImageBlock, Media } from '@/payload-types'

import { resolveImage } from './resolveImage'

const media: Media = {
  id: 3,
  alt: 'Thermostat on a wall',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  url: '/api/media/file/t.png',
  width: 400,
  height: 300,
}

const block = (over: Partial<ImageBlock>): ImageBlock => ({
  blockType: 'image',
  displayWidth: 'content',
  ...over,
})

describe('resolveImage', () => {
  it('uses a single file without srcset when the media has no sizes', () => {
    expect(resolveImage(block({ media }))).toEqual({
      src: '/api/media/file/t.png',
      srcSet: undefined,
      sizes: undefined,
      alt: 'Thermostat on a wall',
      width: 400,
      height: 300,
    })
  })

  it('omits dimensions of an external image unless both are given', () => {
    expect(resolveImage(block({ source: 'url', url: 'https://cdn.example.com/a.jpg', width: 800 }))).toEqual({
      src: 'https://cdn.example.com/a.jpg',
      alt: '',
    })
  })

  it('gives null when nothing can be shown', () => {
    expect(resolveImage(block({ media: 3 }))).toBeNull()
    expect(resolveImage(block({ source: 'url', url: 'ftp://x.example/a.jpg' }))).toBeNull()
  })
})
