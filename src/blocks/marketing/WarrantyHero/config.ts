import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { alignmentField } from '../../_core/shared/fields'
import { warrantySitesField } from '../../_core/shared/warrantySites'

export const WarrantyHero: Block = {
  slug: 'warrantyHero',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'w_hero',
  interfaceName: 'WarrantyHeroBlock',
  labels: { singular: 'Warranty hero', plural: 'Warranty heroes' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Protect your investment',
    },
    {
      name: 'text',
      type: 'textarea',
      admin: { description: 'A sentence or two under the title.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'registerLabel',
          type: 'text',
          required: true,
          defaultValue: 'Register new product',
          admin: { description: 'Left button; opens the registration dialog.' },
        },
        {
          name: 'lookupLabel',
          type: 'text',
          required: true,
          defaultValue: 'Look up an existing warranty',
          admin: { description: 'Right button; opens the warranty lookup dialog.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          ...alignmentField(),
          defaultValue: 'left',
          admin: { description: 'Where the text and buttons sit.' },
        },
        {
          name: 'halfWidth',
          type: 'checkbox',
          label: 'Half-width text',
          defaultValue: false,
          admin: { description: 'On wide screens the text takes half the hero, leaving the picture free.' },
        },
      ],
    },
    {
      name: 'backgroundImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional. Darkened behind the text so it stays readable; it loads first.' },
    },
    warrantySitesField(),
    appearanceField(),
  ],
}
