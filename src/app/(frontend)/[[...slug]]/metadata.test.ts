import { describe, expect, it } from 'vitest'

import type { Media, Page } from '@/payload-types'

import { pageMetadata } from './metadata'

const page = (seo: Page['seo'], path = '/offers'): Page => ({
  id: 1,
  title: 'Spring offers',
  path,
  seo,
  updatedAt: '',
  createdAt: '',
})

const image: Media = {
  id: 3,
  alt: 'A heat pump outside a house',
  url: 'http://localhost:3000/api/media/file/share.jpg',
  width: 1200,
  height: 630,
  updatedAt: '',
  createdAt: '',
}

describe('pageMetadata', () => {
  it('falls back to the page title and its own address', () => {
    expect(pageMetadata(page({}))).toEqual({
      title: 'Spring offers',
      description: undefined,
      alternates: { canonical: '/offers' },
      robots: undefined,
    })
    expect(pageMetadata(page({}, '/')).title).toEqual({ absolute: 'Spring offers' })
  })

  it('uses the search title, description, canonical address and sharing image', () => {
    const meta = pageMetadata(
      page({
        title: 'Heat pump offers',
        description: 'Save on a heat pump this spring.',
        canonical: 'https://example.com/original',
        image,
        noIndex: true,
      }),
    )
    expect(meta.title).toBe('Heat pump offers')
    expect(meta.alternates).toEqual({ canonical: 'https://example.com/original' })
    expect(meta.robots).toEqual({ index: false, follow: true })
    expect(meta.openGraph?.images).toEqual([
      { url: '/api/media/file/share.jpg', width: 1200, height: 630, alt: 'A heat pump outside a house' },
    ])
  })

  it('ignores a canonical address the link rule refuses', () => {
    expect(pageMetadata(page({ canonical: 'javascript:alert(1)' })).alternates).toEqual({
      canonical: '/offers',
    })
  })
})
