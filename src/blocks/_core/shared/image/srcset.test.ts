import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { buildSrcSet, fallbackCandidate, mediaCandidates, mediaFileUrl, sizesFor } from './srcset'

const media = (over: Partial<Media> = {}): Media => ({
  id: 1,
  alt: 'Heat pump outside a house',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  url: '/api/media/file/pump.jpg',
  width: 2000,
  height: 1000,
  sizes: {
    small: { url: '/api/media/file/pump-480x240.jpg', width: 480, height: 240 },
    medium: { url: '/api/media/file/pump-960x480.jpg', width: 960, height: 480 },
    large: { url: '/api/media/file/pump-1440x720.jpg', width: 1440, height: 720 },
    // Not generated: the original is narrower than 2400 px.
    xl: { url: null, width: null, height: null },
  },
  ...over,
})

describe('mediaFileUrl', () => {
  it('makes files served by this site relative, whatever host Payload prefixed', () => {
    expect(mediaFileUrl('http://localhost:3000/api/media/file/a.jpg')).toBe('/api/media/file/a.jpg')
    expect(mediaFileUrl('/api/media/file/a.jpg')).toBe('/api/media/file/a.jpg')
  })

  it('upgrades external files to https', () => {
    expect(mediaFileUrl('http://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
  })
})

describe('mediaCandidates', () => {
  it('lists sizes and the original narrowest first, skipping sizes Payload did not make', () => {
    expect(mediaCandidates(media()).map((c) => c.width)).toEqual([480, 960, 1440, 2000])
  })

  it('keeps one file per width', () => {
    const narrow = media({ width: 480, sizes: { small: { url: '/api/media/file/p-480.jpg', width: 480 } } })
    expect(mediaCandidates(narrow)).toEqual([{ url: '/api/media/file/p-480.jpg', width: 480 }])
  })

  it('is empty for a media item without files', () => {
    expect(mediaCandidates(media({ url: null, sizes: {} }))).toEqual([])
  })
})

describe('buildSrcSet and fallbackCandidate', () => {
  const candidates = mediaCandidates(media())

  it('writes width descriptors', () => {
    expect(buildSrcSet(candidates)).toBe(
      '/api/media/file/pump-480x240.jpg 480w, /api/media/file/pump-960x480.jpg 960w, ' +
        '/api/media/file/pump-1440x720.jpg 1440w, /api/media/file/pump.jpg 2000w',
    )
  })

  it('falls back to the widest file up to 1440 px, else the narrowest', () => {
    expect(fallbackCandidate(candidates)?.width).toBe(1440)
    expect(fallbackCandidate([{ url: '/x', width: 3000 }])?.width).toBe(3000)
    expect(fallbackCandidate([])).toBeUndefined()
  })
})

describe('sizesFor', () => {
  it('describes the display width, defaulting to the content width', () => {
    expect(sizesFor('full')).toBe('100vw')
    expect(sizesFor(null)).toBe('(min-width: 1280px) 1280px, 100vw')
  })
})
