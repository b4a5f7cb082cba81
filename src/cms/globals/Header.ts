import type { GlobalConfig } from 'payload'

import { cacheTags } from '../../config/cacheTags'
import { staffOrInProcess, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { linkFields, linkRowLabel, navItemFields } from './linkFields'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Navigation' },
  access: { read: staffOrInProcess, update: isStaff },
  hooks: { afterChange: [revalidateGlobal(cacheTags.global('header'))] },
  fields: [
    {
      name: 'navItems',
      label: 'Menu items',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      type: 'array',
      maxRows: 8,
      admin: { components: { RowLabel: linkRowLabel('Menu item') } },
      fields: navItemFields,
    },
    { name: 'cta', label: 'Call to action', type: 'group', fields: linkFields({ required: false }) },
  ],
}
