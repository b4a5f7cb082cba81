import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ImageBlock, Media } from '@/payload-types'

import { ImageComponent } from './Component'

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

const render = (b: ImageBlock) => renderToStaticMarkup(<ImageComponent {...b} />)

afterEach(() => vi.restoreAllMocks())

describe('ImageComponent', () => {
  it('renders a responsive, lazy image with dimensions from the media library', () => {
    const html = render(block())
    expect(html).toContain('src="/api/media/file/ac-1440x810.jpg"')
    expect(html).toContain('/api/media/file/ac-480x270.jpg 480w')
    expect(html).toContain('/api/media/file/ac.jpg 1600w')
    expect(html).toContain('sizes="(min-width: 768px) 50vw, 100vw"')
    expect(html).toContain('width="1600" height="900"')
    expect(html).toContain('alt="Technician checking an air conditioner"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('decoding="async"')
    expect(html).not.toContain('fetchpriority')
  })

  it('loads hero images first', () => {
    const html = render(block({ priority: true }))
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
  })

  it('renders an external address over https with its alt text, caption and link', () => {
    const html = render(
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
    expect(html).toMatch(
      /^<figure><a href="\/products\/furnaces\/" class="[^"]*focus-visible:outline-2[^"]*"><img /,
    )
    expect(html).toContain('src="https://cdn.example.com/furnace.jpg"')
    expect(html).toContain('width="800" height="600"')
    expect(html).toContain('<figcaption class="mt-2 text-sm')
    expect(html).toContain('>Our quietest furnace</figcaption></figure>')
  })

  it('ignores an unsafe link and keeps the image', () => {
    const html = render(block({ link: 'javascript:alert(1)' }))
    expect(html).not.toContain('<a')
    expect(html).toContain('<img')
  })

  it.each([
    ['no media chosen', { media: null }],
    ['an unpopulated relation (id only)', { media: 7 }],
    ['a media item without a file', { media: { ...media, url: null, sizes: {} } }],
    ['an address source without an address', { source: 'url' as const, url: null }],
    ['an unsafe address', { source: 'url' as const, url: 'javascript:alert(1)' }],
  ])('warns once and renders nothing for %s', (_, over) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(render(block(over))).toBe('')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('img1')
  })
})
