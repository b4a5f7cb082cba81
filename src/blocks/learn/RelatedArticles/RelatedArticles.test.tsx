// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { RelatedArticlesComponent } from './Component'
import { postFixture, relatedArticlesFixture } from './fixture'

const latest = vi.hoisted(() => ({
  calls: [] as { category?: string | null; limit: number }[],
  posts: [] as unknown[],
}))

vi.mock('@/lib/posts/queries', () => ({
  getLatestPosts: async (args: { category?: string | null; limit: number }) => {
    latest.calls.push(args)
    return latest.posts.slice(0, args.limit)
  },
}))

beforeEach(() => {
  latest.calls = []
  latest.posts = [1, 2, 3, 4].map((id) => postFixture(id, { title: `Latest ${id}` }))
})

const show = async (props: Partial<typeof relatedArticlesFixture> = {}) =>
  render(<>{await RelatedArticlesComponent({ ...relatedArticlesFixture, ...props })}</>)

describe('RelatedArticles block', () => {
  it('shows the latest posts of the chosen topic as cards linking to each post', async () => {
    await show()
    expect(latest.calls).toEqual([{ category: 'energy-savings', limit: 3 }])
    const section = screen.getByRole('region', { name: 'Related articles' })
    const cards = within(section).getAllByRole('article')
    expect(cards).toHaveLength(3)
    const first = cards[0]!
    const link = within(first).getByRole('link', { name: 'Latest 1' })
    expect(link.getAttribute('href')).toBe('/blog/post-1')
    expect(within(first).getByRole('heading', { level: 3, name: 'Latest 1' })).toBeTruthy()
    expect(within(first).getByText('Energy savings')).toBeTruthy()
    expect(within(first).getByText('March 4, 2026').getAttribute('datetime')).toBe('2026-03-04')
    expect(within(first).getByText('4 min read')).toBeTruthy()
    const img = first.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/api/media/file/post-1.png')
    expect(img?.getAttribute('alt')).toBe('')
  })

  it('shows the chosen posts in the editor’s order, skipping unpublished ones, up to the limit', async () => {
    await show({
      source: 'chosen',
      limit: 2,
      posts: [
        postFixture(7, { title: 'Seven' }),
        99,
        postFixture(8, { _status: 'draft' }),
        postFixture(5, { title: 'Five' }),
        postFixture(6),
      ],
    })
    expect(latest.calls).toEqual([])
    const links = within(screen.getByRole('region', { name: 'Related articles' })).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['Seven', 'Five'])
  })

  it('renders nothing when there is no post to show', async () => {
    latest.posts = []
    const { container } = await show()
    expect(container.innerHTML).toBe('')
  })
})
