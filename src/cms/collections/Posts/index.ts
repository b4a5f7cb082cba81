import { HeadingFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'

import { validateRichTextLinks, withSafeLinks } from '../../../blocks/_core/shared/richTextLinks'
import { DEFAULT_LOCALE, isLocale } from '../../../config/locales'
import { POST_CATEGORIES, slugify, validatePostSlug } from '../../../domain/learn/posts'
import { postPathIn } from '../../../i18n/routePaths'
import { isStaff, publishedOrStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { computeReadingTime } from './hooks/readingTime'
import { revalidatePostAfterChange, revalidatePostAfterDelete } from './hooks/revalidatePost'

// Images have the featured image; tables and embeds have blocks of their own on pages. Running text only,
// with headings from h2 down: the post's title is its page's one h1.
const EXCLUDED_FEATURES = new Set(['upload', 'relationship', 'blocks', 'checklist', 'heading'])

const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'MMM d, yyyy' } }

/**
 * Blog posts, shown at /blog/{slug}, listed newest first at /blog and offered by the related-articles block.
 * Visitors read published posts (in capped amounts over REST); signed-in staff write them and see drafts.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', '_status', 'updatedAt'],
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-date',
  hooks: {
    beforeOperation: [capReads],
    beforeChange: [computeReadingTime],
    afterChange: [revalidatePostAfterChange],
    afterDelete: [revalidatePostAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      localized: true,
      maxLength: 80,
      admin: {
        position: 'sidebar',
        description:
          'The end of the post’s address in this language (/blog/{slug}, /es/blog/{slug}, /fr/blogue/{slug}). Made from the title when left empty.',
      },
      hooks: {
        beforeValidate: [
          ({ value, data }) => {
            if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase()
            const title: unknown = data?.title
            return typeof title === 'string' && title.trim() ? slugify(title) : value
          },
        ],
      },
      validate: validatePostSlug,
    },
    {
      name: 'uri',
      type: 'text',
      virtual: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The post’s address on the site.' },
      hooks: {
        afterRead: [
          // In the language read: /blog/{slug}, /es/blog/{slug} or /fr/blogue/{slug}.
          ({ siblingData, req }) => {
            const slug: unknown = siblingData?.slug
            const locale = isLocale(req.locale) ? req.locale : DEFAULT_LOCALE
            return typeof slug === 'string' && slug ? postPathIn(locale, slug) : undefined
          },
        ],
      },
    },
    {
      name: 'date',
      label: 'Published date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        description: 'Shown on the post; the blog lists the newest first.',
        ...dayOnly,
      },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: POST_CATEGORIES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'readingTime',
      label: 'Reading time (minutes)',
      type: 'number',
      min: 1,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Worked out from the text when the post is saved: 200 words a minute, rounded up.',
      },
    },
    {
      name: 'featuredImage',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description:
          'Shown at the top of the post and on its cards. Its alt text comes from the media library.',
      },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 300,
      admin: { description: 'One or two sentences: shown on the blog list and to search engines.' },
    },
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      editor: lexicalEditor({
        features: ({ defaultFeatures }) =>
          withSafeLinks([
            ...defaultFeatures.filter((feature) => !EXCLUDED_FEATURES.has(feature.key)),
            HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
          ]),
      }),
      validate: validateRichTextLinks,
    },
  ],
}
