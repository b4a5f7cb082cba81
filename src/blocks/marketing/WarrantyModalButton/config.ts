import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { alignmentField } from '../../_core/shared/fields'
import { warrantySitesField } from '../../_core/shared/warrantySites'

export const WarrantyModalButton: Block = {
  slug: 'warrantyModalButton',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'w_btn',
  interfaceName: 'WarrantyModalButtonBlock',
  labels: { singular: 'Warranty button', plural: 'Warranty buttons' },
  admin: { group: 'Marketing' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'dialog',
          type: 'select',
          required: true,
          defaultValue: 'register',
          admin: { description: 'The dialog the button opens.' },
          options: [
            { label: 'Register new product', value: 'register' },
            { label: 'Look up an existing warranty', value: 'lookup' },
          ],
        },
        {
          name: 'label',
          type: 'text',
          admin: { description: 'Button text. Empty: the dialog’s title.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'variant',
          type: 'select',
          required: true,
          defaultValue: 'primary',
          options: [
            { label: 'Primary (red)', value: 'primary' },
            { label: 'Secondary (blue)', value: 'secondary' },
            { label: 'Outline', value: 'outline' },
          ],
        },
        alignmentField(),
      ],
    },
    warrantySitesField(),
    appearanceField(),
  ],
}
