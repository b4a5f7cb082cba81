import type { Field } from 'payload'

import { validateWidgetScriptUrl } from '../../domain/rebates/widget'
import { isAdminField } from '../access'

/**
 * The site settings' optional ratings and reviews widget (spec §7): a provider's script that fills each
 * "Ratings and reviews" block with the ratings of its product id. Nothing loads while it is empty. A script
 * runs with the site's rights, so only admins may set it.
 */
export const ratingsWidgetSettingField: Field = {
  name: 'ratingsWidget',
  type: 'group',
  label: 'Ratings widget',
  access: { update: isAdminField },
  admin: {
    description:
      'Optional. Leave empty to load no widget. When set, the script loads on pages with a “Ratings and reviews” block. The site’s Content-Security-Policy must allow the script’s host.',
  },
  fields: [
    {
      name: 'scriptUrl',
      label: 'Widget script address',
      type: 'text',
      validate: (value: string | null | undefined) => validateWidgetScriptUrl(value),
    },
  ],
}
