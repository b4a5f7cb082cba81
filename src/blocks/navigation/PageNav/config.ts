import type { Block } from 'payload'

import { normalizeHref } from '../../_core/shared/fields'
import { validateHref } from '../../../domain/url'

export const PageNav: Block = {
  slug: 'pageNav',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'page_nav',
  interfaceName: 'PageNavBlock',
  labels: { singular: 'Page navigation', plural: 'Page navigations' },
  admin: { group: 'Navigation' },
  fields: [
    {
      name: 'label',
      type: 'text',
      required: true,
      defaultValue: 'In this section',
      maxLength: 60,
      admin: {
        description:
          'Names the navigation for screen readers, such as “Maintenance tips”. Use a different name for each navigation on a page.',
      },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Page', plural: 'Pages' },
      admin: {
        description:
          'The pages of the section. The one being shown is highlighted; on phones the list opens from a button titled with it (“Page not found” when the page is not in the list).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 60, admin: { width: '50%' } },
            {
              name: 'url',
              type: 'text',
              label: 'Link',
              required: true,
              admin: { width: '50%', description: 'A site path such as /resources/maintenance-tips/coils/.' },
              hooks: { beforeValidate: [normalizeHref] },
              validate: (value: string | null | undefined) => (value ? validateHref(value) : 'Enter a link.'),
            },
          ],
        },
      ],
    },
  ],
}
