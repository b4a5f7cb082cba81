import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { normalizeHref } from '../../_core/shared/fields'
import { validateHref } from '../../../domain/url'

export const VideoCards: Block = {
  slug: 'videoCards',
  dbName: 'video_cards',
  interfaceName: 'VideoCardsBlock',
  labels: { singular: 'Video cards', plural: 'Video cards' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Optional heading above the cards.' },
    },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      labels: { singular: 'Video card', plural: 'Video cards' },
      admin: { description: 'Up to four cards that link to videos; side by side on wide screens.' },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional picture at the top of the card.' },
        },
        {
          name: 'sup_title',
          type: 'text',
          label: 'Super-title',
          admin: { description: 'Optional small line above the title, e.g. “2-minute video”.' },
        },
        { name: 'video_block_title', type: 'text', label: 'Title', required: true },
        { name: 'video_block_description', type: 'textarea', label: 'Description' },
        {
          type: 'row',
          fields: [
            {
              name: 'link',
              type: 'text',
              required: true,
              admin: { description: 'Where the video plays, e.g. a https:// address on YouTube or Vimeo.' },
              hooks: { beforeValidate: [normalizeHref] },
              validate: (value: string | null | undefined) =>
                value ? validateHref(value) : 'Enter the link to the video.',
            },
            {
              name: 'linkLabel',
              type: 'text',
              label: 'Link text',
              defaultValue: 'Watch the video',
              admin: { description: 'Read with the card’s title, so “Watch the video” is enough.' },
            },
          ],
        },
      ],
    },
    appearanceField(),
  ],
}
