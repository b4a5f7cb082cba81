// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ParagraphComponent } from '../../../../../blocks/text/Paragraph/Component'
import { postContent } from './postContent'
import { DEMO_POSTS } from './postTexts'
import { hvacBasicsPages, HVAC_BASICS_ARTICLES } from './hvacBasics/pages'

describe('post content', () => {
  it('renders as the blog shows it: paragraphs, h2 headings and lists', () => {
    render(
      <ParagraphComponent
        blockType="paragraph"
        content={postContent(
          'Intro.',
          { h2: 'Step one' },
          { ul: ['a', 'b'] },
          { ol: ['first'] },
          { h3: 'Detail' },
        )}
      />,
    )
    expect(screen.getByText('Intro.').tagName).toBe('P')
    expect(screen.getByRole('heading', { level: 2, name: 'Step one' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Detail' })).toBeTruthy()
    expect(screen.getAllByRole('list').map((l) => l.tagName)).toEqual(['UL', 'OL'])
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('has six demo posts with distinct slugs, no h1 and a date in the past', () => {
    expect(DEMO_POSTS).toHaveLength(6)
    expect(new Set(DEMO_POSTS.map((p) => p.slug)).size).toBe(6)
    for (const post of DEMO_POSTS) {
      expect(new Date(post.date).getTime()).toBeLessThan(Date.now())
      expect(post.excerpt.length).toBeLessThanOrEqual(300)
    }
  })
})

describe('HVAC basics pages', () => {
  const images = new Proxy({}, { get: () => 1 }) as Parameters<(typeof hvacBasicsPages)[number]>[0]
  const pages = hvacBasicsPages.map((page) => page(images))

  it('are the overview and thirteen articles, each with one h1, an seo description, the nav and related articles', () => {
    expect(HVAC_BASICS_ARTICLES).toHaveLength(13)
    expect(new Set(pages.map((p) => p.path)).size).toBe(14)
    for (const page of pages) {
      const layout = page.layout ?? []
      const h1s = layout.filter(
        (b) =>
          (b.blockType === 'heading' && b.level === 'h1') ||
          (b.blockType === 'hero' && b.titleLevel === 'h1'),
      )
      expect(h1s, page.path).toHaveLength(1)
      expect(page.seo?.description, page.path).toBeTruthy()
      expect(
        layout.filter((b) => b.blockType === 'hvacBasicsNav'),
        page.path,
      ).toHaveLength(1)
      expect(
        layout.filter((b) => b.blockType === 'relatedArticles'),
        page.path,
      ).toHaveLength(1)
      expect(page.path).toMatch(/^\/resources\/getting-started\/hvac-basics(\/[a-z0-9-]+)?$/)
    }
  })

  it('link every article from the navigation', () => {
    const nav = pages[0]!.layout!.find((b) => b.blockType === 'hvacBasicsNav')
    const urls = nav && nav.blockType === 'hvacBasicsNav' ? nav.items.map((i) => i.url) : []
    expect(urls.sort()).toEqual(pages.map((p) => p.path).sort())
  })
})
