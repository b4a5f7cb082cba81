// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { Post } from '@/payload-types'

import { RelatedArticlesComponent } from './Component'
import { postFixture, relatedArticlesFixture } from './fixture'
import { relatedArticles } from './index'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

/** The latest posts of the topic, as the page's data step answers the block's question (limit 3). */
const latestPosts = () => [1, 2, 3].map((id) => postFixture(id, { title: `Latest ${id}` }))

const show = (props: Partial<typeof relatedArticlesFixture> = {}, latest: Post[] | null = latestPosts()) =>
  render(<RelatedArticlesComponent {...relatedArticlesFixture} {...props} data={{ latest }} />)

describe('RelatedArticles block', () => {
  it('shows the latest posts of the chosen topic as cards linking to each post', () => {
    expect(relatedArticles.data?.(relatedArticlesFixture)).toEqual({
      latest: { kind: 'latestPosts', args: { category: 'energy-savings', limit: 3 } },
    })
    show()
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

  it('shows the chosen posts in the editor’s order, skipping unpublished ones, up to the limit', () => {
    const chosen = {
      ...relatedArticlesFixture,
      source: 'chosen' as const,
      limit: 2,
      posts: [
        postFixture(7, { title: 'Seven' }),
        99,
        postFixture(8, { _status: 'draft' }),
        postFixture(5, { title: 'Five' }),
        postFixture(6),
      ],
    }
    // The latest posts are not asked for when the editor chose the posts.
    expect(relatedArticles.data?.(chosen)).toEqual({ latest: null })
    show(chosen, null)
    const links = within(screen.getByRole('region', { name: 'Related articles' })).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['Seven', 'Five'])
  })

  it('renders nothing when there is no post to show', () => {
    const { container } = show({}, [])
    expect(container.innerHTML).toBe('')
  })
})
