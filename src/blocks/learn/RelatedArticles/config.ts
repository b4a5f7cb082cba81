import type { Block } from 'payload'

import { POST_CATEGORIES, RELATED_DEFAULT, RELATED_MAX } from '../../../domain/learn/posts'

type Siblings = { source?: string } | undefined

export const RelatedArticles: Block = {
  slug: 'relatedArticles',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'rel_articles',
  interfaceName: 'RelatedArticlesBlock',
  labels: { singular: 'Related blog articles', plural: 'Related blog articles' },
  admin: { group: 'Learn' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Related articles',
      maxLength: 80,
      admin: { description: 'The heading above the cards.' },
    },
    {
      name: 'source',
      type: 'radio',
      required: true,
      defaultValue: 'latest',
      options: [
        { value: 'latest', label: 'The latest posts' },
        { value: 'chosen', label: 'Posts I choose' },
      ],
      admin: { layout: 'horizontal', description: 'Only published posts are ever shown.' },
    },
    {
      name: 'category',
      type: 'select',
      options: POST_CATEGORIES.map(({ value, label }) => ({ value, label })),
      admin: {
        condition: (_, siblings: Siblings) => siblings?.source !== 'chosen',
        description: 'Only posts of this topic. Leave empty for the latest posts of any topic.',
      },
    },
    {
      name: 'posts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: RELATED_MAX,
      admin: {
        condition: (_, siblings: Siblings) => siblings?.source === 'chosen',
        description: 'Shown in this order.',
      },
    },
    {
      name: 'limit',
      label: 'How many',
      type: 'number',
      required: true,
      defaultValue: RELATED_DEFAULT,
      min: 1,
      max: RELATED_MAX,
      admin: { description: `At most this many cards (1 to ${RELATED_MAX}).` },
    },
  ],
}
