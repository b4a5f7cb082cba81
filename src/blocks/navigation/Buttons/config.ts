import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { buttonFields } from '../../_core/shared/buttons/buttonFields'
import { alignmentField } from '../../_core/shared/fields'

export const Buttons: Block = {
  slug: 'buttons',
  interfaceName: 'ButtonsBlock',
  labels: { singular: 'Buttons', plural: 'Buttons' },
  admin: { group: 'Actions' },
  fields: [
    {
      name: 'buttons',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      required: true,
      labels: { singular: 'Button', plural: 'Buttons' },
      fields: buttonFields,
    },
    alignmentField(),
    appearanceField(),
  ],
}
