import type { FieldHook, SelectField } from 'payload'

import { safeHref, safeImageUrl, toHttps } from '../../../domain/url'

/** Stores http:// addresses as https:// so the saved content is already what the page renders. */
export const upgradeToHttps: FieldHook = ({ value }) => (typeof value === 'string' ? toHttps(value) : value)

/** Validation for link fields: a site path ("/pricing/leasing/"), an https URL, mailto: or tel:. */
export function validateHref(value: string | null | undefined): true | string {
  if (!value) return true
  return safeHref(value) ? true : 'Use a site path such as /find-a-dealer/ or a full https:// address.'
}

/** Validation for image address fields: a site path or an https URL. */
export function validateImageUrl(value: string | null | undefined): true | string {
  if (!value) return true
  return safeImageUrl(value)
    ? true
    : 'Use a full https:// image address or a site path such as /images/a.jpg.'
}

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
