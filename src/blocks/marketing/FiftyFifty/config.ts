import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'
import { proseField } from '../../_core/shared/proseField'

export const FiftyFifty: Block = {
  slug: 'fiftyFifty',
  dbName: 'fifty_fifty',
  interfaceName: 'FiftyFiftyBlock',
  labels: { singular: 'Image and text', plural: 'Image and text' },
  admin: { group: 'Marketing' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'Its alternative text comes from the media library.' },
        },
        {
          name: 'imagePosition',
          type: 'select',
          required: true,
          defaultValue: 'left',
          options: [
            { label: 'Image on the left', value: 'left' },
            { label: 'Image on the right', value: 'right' },
          ],
          admin: { description: 'On phones the image always sits above the text.' },
        },
      ],
    },
    { name: 'title', type: 'text', required: true },
    proseField('content', 'The text beside the image.'),
    {
      name: 'link',
      type: 'group',
      label: 'Call to action',
      admin: { description: 'Optional button under the text. Fill in both fields to show it.' },
      fields: [linkFields()],
    },
    appearanceField(),
  ],
}
