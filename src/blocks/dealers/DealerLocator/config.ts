import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

import { titleFields } from '../../_core/shared/dealers/titleFields'

export const DealerLocator: Block = {
  slug: 'dealerLocator',
  interfaceName: 'DealerLocatorBlock',
  labels: { singular: 'Dealer locator', plural: 'Dealer locators' },
  admin: { group: 'Dealers' },
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'dlr_locator',
  fields: [
    ...titleFields,
    {
      name: 'zero_result_variant',
      label: 'When no dealers serve the zip',
      type: 'select',
      defaultValue: 'standard',
      required: true,
      admin: { description: 'The message a visitor sees when a search finds no dealers at all.' },
      options: [
        {
          label: '“We found 0 dealers servicing near …” with a link to find more dealers',
          value: 'standard',
        },
        { label: 'Thank-you message with the support phone line', value: 'support' },
        { label: 'Short message with a link to find more dealers', value: 'short' },
      ],
    },
    {
      name: 'show_zip_box',
      label: 'Show a zip box until a zip is known',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Turn off when the page has its own zip box block.' },
    },
    appearanceField(),
  ],
}
