import type { Media, Post, RelatedArticlesBlock } from '@/payload-types'

const image = (id: number): Media => ({
  id,
  alt: 'An outdoor heat pump beside a house.',
  url: `/api/media/file/post-${id}.png`,
  filename: `post-${id}.png`,
  mimeType: 'image/png',
  width: 1200,
  height: 675,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
})

/** A published post as a page read brings it along, for tests. */
export const postFixture = (id: number, over: Partial<Post> = {}): Post => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  uri: `/blog/post-${id}`,
  date: '2026-03-04T12:00:00.000Z',
  category: 'energy-savings',
  readingTime: 4,
  featuredImage: image(id),
  excerpt: 'A short summary.',
  content: { root: { type: 'root', children: [], direction: 'ltr', format: '', indent: 0, version: 1 } },
  updatedAt: '2026-03-04T12:00:00.000Z',
  createdAt: '2026-03-04T12:00:00.000Z',
  _status: 'published',
  ...over,
})

/** A related-articles block showing the latest posts of one topic. */
export const relatedArticlesFixture: RelatedArticlesBlock = {
  blockType: 'relatedArticles',
  title: 'Related articles',
  source: 'latest',
  category: 'energy-savings',
  limit: 3,
}
