import type { Field } from 'payload'

import { REBATE_WIDGET_PAGE_SIZE } from '../../../domain/rebates/constants'
import { validateWidgetScriptUrl } from '../../../domain/rebates/widget'
import { isAdminField } from '../../access'

/**
 * The site settings' optional rebate widget: a rebate provider's script, loaded only where a rebate savings
 * block is shown and only when set. A script runs with the site's rights, so only admins may set it.
 */
export const rebateWidgetSettingField: Field = {
  name: 'rebateWidget',
  type: 'group',
  label: 'Rebate widget',
  access: { update: isAdminField },
  admin: {
    description: `Optional. Leave empty to load no widget. The widget is shown under the rebate savings block and asked for ${REBATE_WIDGET_PAGE_SIZE} programs a page. The site's Content-Security-Policy must allow the script's host (docs/rebates.md).`,
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
