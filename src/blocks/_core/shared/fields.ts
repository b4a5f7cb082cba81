import type { FieldHook, SelectField } from 'payload'

import { safeHref, toHttps } from '../../../domain/url'

/** Stores http:// image addresses as https:// so the saved content is already what the page renders. */
export const upgradeToHttps: FieldHook = ({ value }) => (typeof value === 'string' ? toHttps(value) : value)

/**
 * Stores a safe link in the form the page renders (http upgraded, spaces encoded); an unsafe one is
 * left as typed so validation can refuse it with the rule.
 */
export const normalizeHref: FieldHook = ({ value }) =>
  typeof value === 'string' ? (safeHref(value) ?? value) : value

/** Left / center / right, shared by blocks whose content can be aligned; empty follows the container. */
export function alignmentField(name = 'alignment'): SelectField {
  return {
    name,
    type: 'select',
    admin: { description: 'Empty: follow the surrounding group (left by default).' },
    options: [
      { label: 'Left', value: 'left' },
      { label: 'Center', value: 'center' },
      { label: 'Right', value: 'right' },
    ],
  }
}

/**
 * The admin's page picker for a link's page field: each page listed with its address beside its title, found by
 * either as the editor types (cms/admin/pagePicker). A component path, not an import: blocks import no cms code.
 */
export const PAGE_PICKER = '@/cms/admin/pagePicker/PagePickerField.client#PagePickerField'
