import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { upgradeToHttps } from '../../_core/shared/fields'
import { pageOrUrlFields } from '../../_core/shared/linkFields'
import { validateImageUrl } from '../../../domain/url'

const fromUpload = (_: unknown, sibling: { source?: unknown }) => sibling.source !== 'url'
const fromUrl = (_: unknown, sibling: { source?: unknown }) => sibling.source === 'url'

export const Image: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Media' },
  fields: [
    {
      name: 'source',
      type: 'radio',
      defaultValue: 'upload',
      options: [
        { label: 'From the media library', value: 'upload' },
        { label: 'From an address', value: 'url' },
      ],
    },
    // Payload skips validation of fields whose condition is false (and keeps their columns nullable),
    // so "required" applies per source.
    { name: 'media', type: 'upload', relationTo: 'media', required: true, admin: { condition: fromUpload } },
    {
      type: 'row',
      fields: [
        {
          name: 'url',
          type: 'text',
          label: 'Image address',
          required: true,
          admin: { condition: fromUrl },
          hooks: { beforeValidate: [upgradeToHttps] },
          validate: (value: string | null | undefined) =>
            value ? validateImageUrl(value) : 'Enter the image address.',
        },
        {
          name: 'alt',
          type: 'text',
          label: 'Alternative text',
          admin: {
            condition: fromUrl,
            description: 'What the image shows. Leave empty only for decoration.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'width',
          type: 'number',
          min: 1,
          admin: { condition: fromUrl, description: 'Pixels; avoids the page jumping while loading.' },
        },
        { name: 'height', type: 'number', min: 1, admin: { condition: fromUrl } },
      ],
    },
    { name: 'caption', type: 'text' },
    {
      type: 'row',
      fields: [
        ...pageOrUrlFields({ pageName: 'linkPage', urlName: 'link', width: '33%' }),
        {
          name: 'displayWidth',
          type: 'select',
          defaultValue: 'content',
          required: true,
          admin: { description: 'How wide it shows on large screens; picks the right file size.' },
          options: [
            { label: 'Full screen width', value: 'full' },
            { label: 'Content width', value: 'content' },
            { label: 'Half (in two columns)', value: 'half' },
            { label: 'Third (in three columns)', value: 'third' },
          ],
        },
      ],
    },
    {
      name: 'priority',
      type: 'checkbox',
      label: 'Load first (hero image at the top of the page)',
      defaultValue: false,
    },
    appearanceField(),
  ],
}
