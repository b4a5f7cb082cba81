import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { normalizeHref } from '../../_core/shared/fields'
import { validateHref } from '../../../domain/url'
import { hvacIconOptions } from './iconNames'

type CtaSiblings = { label?: string | null; url?: string | null } | undefined

export const IconTextGrid: Block = {
  slug: 'iconTextGrid',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'icon_grid',
  interfaceName: 'IconTextGridBlock',
  labels: { singular: 'Icon-and-text grid', plural: 'Icon-and-text grids' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Optional heading above the grid, e.g. “Why homeowners call us”.' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Item', plural: 'Items' },
      admin: { description: 'Shown in a grid: one per row on phones, up to four per row on wide screens.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              type: 'select',
              required: true,
              defaultValue: 'thermometer',
              options: hvacIconOptions,
              admin: { description: 'A small picture beside the title.' },
            },
            { name: 'title', type: 'text', required: true, admin: { description: 'A few words.' } },
          ],
        },
        { name: 'text', type: 'textarea', admin: { description: 'One or two sentences under the title.' } },
      ],
    },
    {
      name: 'cta',
      type: 'group',
      label: 'Call to action',
      admin: { description: 'Optional button under the grid. Fill in both fields to show it.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              admin: { description: 'Say where it goes: “Find a dealer”.' },
              validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) =>
                !value && (siblingData as CtaSiblings)?.url
                  ? 'Enter the button text, or clear the link.'
                  : true,
            },
            {
              name: 'url',
              type: 'text',
              label: 'Link',
              admin: { description: 'A site path such as /find-your-dealer/ or a full https:// address.' },
              hooks: { beforeValidate: [normalizeHref] },
              validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) =>
                !value && (siblingData as CtaSiblings)?.label
                  ? 'Enter the link, or clear the button text.'
                  : validateHref(value),
            },
          ],
        },
      ],
    },
    appearanceField(),
  ],
}
