// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ImageBlock, Media } from '@/payload-types'

import { ImageComponent } from './Component'
import { imageFixture } from './fixture'

const media: Media = {
  id: 7,
  alt: 'Technician checking an air conditioner',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  url: 'http://localhost:3000/api/media/file/ac.jpg',
  width: 1600,
  height: 900,
  sizes: {
    small: { url: 'http://localhost:3000/api/media/file/ac-480x270.jpg', width: 480, height: 270 },
    medium: { url: 'http://localhost:3000/api/media/file/ac-960x540.jpg', width: 960, height: 540 },
    large: { url: 'http://localhost:3000/api/media/file/ac-1440x810.jpg', width: 1440, height: 810 },
  },
}

const block = (over: Partial<ImageBlock> = {}): ImageBlock => ({
  blockType: 'image',
  id: 'img1',
  source: 'upload',
  media,
  displayWidth: 'half',
  ...over,
})

const show = (b: ImageBlock) => render(<ImageComponent {...b} />)

afterEach(() => vi.restoreAllMocks())

describe('ImageComponent', () => {
  it('renders a responsive, lazy image with dimensions from the media library', () => {
    show(block())
    const img = screen.getByRole('img', { name: 'Technician checking an air conditioner' })
    expect(img.getAttribute('src')).toBe('/api/media/file/ac-1440x810.jpg')
    expect(img.getAttribute('srcset')).toContain('/api/media/file/ac-480x270.jpg 480w')
    expect(img.getAttribute('srcset')).toContain('/api/media/file/ac.jpg 1600w')
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900'])
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect(img.hasAttribute('fetchpriority')).toBe(false)
  })

  it('loads hero images first', () => {
    show({ ...imageFixture, priority: true })
    const img = screen.getByRole('img')
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
  })

  // The link's focus ring and the caption's place and size, as a visitor sees them: tests/e2e/block-looks.spec.ts.
  it('renders an external address over https with its alt text, caption and link', () => {
    const { container } = show(
      block({
        source: 'url',
        media: null,
        url: 'http://cdn.example.com/furnace.jpg',
        alt: 'Gas furnace',
        width: 800,
        height: 600,
        caption: 'Our quietest furnace',
        link: '/products/furnaces/',
      }),
    )
    const figure = screen.getByRole('figure')
    expect(container.firstElementChild).toBe(figure)
    const link = within(figure).getByRole('link', { name: 'Gas furnace' })
    expect(link.getAttribute('href')).toBe('/products/furnaces/')
    const img = within(link).getByRole('img', { name: 'Gas furnace' })
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/furnace.jpg')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600'])
    const caption = within(figure).getByText('Our quietest furnace')
    expect(caption.tagName).toBe('FIGCAPTION')
    expect(figure.lastElementChild).toBe(caption)
  })

  it('ignores an unsafe link and keeps the image', () => {
    show(block({ link: 'javascript:alert(1)' }))
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('img', { name: 'Technician checking an air conditioner' }).tagName).toBe('IMG')
  })

  it.each([
    ['no media chosen', { media: null }],
    ['an unpopulated relation (id only)', { media: 7 }],
    ['a media item without a file', { media: { ...media, url: null, sizes: {} } }],
    ['an address source without an address', { source: 'url' as const, url: null }],
    ['an unsafe address', { source: 'url' as const, url: 'javascript:alert(1)' }],
  ])('warns once and renders nothing for %s', (_, over) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = show(block(over))
    expect(container.innerHTML).toBe('')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('img1')
  })
})
