import type { RelatedArticlesBlock } from '@/payload-types'

import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { relatedLimit } from '../../../domain/learn/posts'
import { RelatedArticlesComponent } from './Component'
import { RelatedArticles } from './config'

export const relatedArticles = defineBlock({
  type: 'relatedArticles',
  config: RelatedArticles,
  Component: RelatedArticlesComponent,
  catalogue: {
    description: 'Blog articles related to this page.',
    sketch: 'cards',
    keywords: ['blog', 'posts', 'articles', 'news', 'related', 'cards'],
  },
  places: ['page'],
  // The latest posts are read only when the editor did not choose the posts.
  data: ({ source, category, limit }: RelatedArticlesBlock) => ({
    latest: source === 'chosen' ? null : ask.latestPosts({ category, limit: relatedLimit(limit) }),
  }),
})
