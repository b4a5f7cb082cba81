import type { GlobalConfig } from 'payload'

import { cacheTags } from '../../config/cacheTags'
import { staffOrInProcess, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { linkFields, linkRowLabel } from './linkFields'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Navigation' },
  access: { read: staffOrInProcess, update: isStaff },
  hooks: { afterChange: [revalidateGlobal(cacheTags.global('footer'))] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', required: true, localized: true },
        {
          name: 'links',
          type: 'array',
          admin: { components: { RowLabel: linkRowLabel('Link') } },
          fields: linkFields(),
        },
      ],
    },
    {
      name: 'legal',
      type: 'textarea',
      localized: true,
      admin: { description: 'Shown in small print at the bottom of every page.' },
    },
  ],
}
