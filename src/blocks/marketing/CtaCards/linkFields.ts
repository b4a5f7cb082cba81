import type { RowField, TextField } from 'payload'

import { normalizeHref } from '../../_core/shared/fields'
import { validateHref } from '../../../domain/url'

type Options = {
  /** Both fields must be filled (a card that is nothing but a call to action). */
  required?: boolean
  labelName?: string
  urlName?: string
  labelDefault?: string
  labelDescription?: string
}

type Siblings = Record<string, unknown> | undefined

/**
 * A link's text and address side by side, for the editorial blocks. Optional links must have both or
 * neither, so a half-filled call to action is caught in the editor instead of silently missing on the
 * page; the address passes the site's link rule and is stored as the page renders it.
 */
export function linkFields({
  required = false,
  labelName = 'label',
  urlName = 'url',
  labelDefault,
  labelDescription = 'Say where it goes, e.g. “Find a dealer”.',
}: Options = {}): RowField {
  const label: TextField = {
    name: labelName,
    type: 'text',
    label: 'Link text',
    required,
    ...(labelDefault ? { defaultValue: labelDefault } : {}),
    admin: { description: labelDescription },
    validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) =>
      !value && (required || (siblingData as Siblings)?.[urlName])
        ? 'Enter the link text, or clear the link.'
        : true,
  }
  const url: TextField = {
    name: urlName,
    type: 'text',
    label: 'Link',
    required,
    admin: { description: 'A site path such as /find-your-dealer/ or a full https:// address.' },
    hooks: { beforeValidate: [normalizeHref] },
    validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) =>
      !value && (required || (siblingData as Siblings)?.[labelName])
        ? 'Enter the link, or clear the link text.'
        : validateHref(value),
  }
  return { type: 'row', fields: [label, url] }
}
