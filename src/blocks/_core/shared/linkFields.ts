import type { RelationshipField, RowField, TextField } from 'payload'

import { validateHref } from '../../../domain/url'
import { normalizeHref, PAGE_PICKER } from './fields'

type Siblings = Record<string, unknown> | undefined

type TargetOptions = {
  /** A page or an address must be given. */
  required?: boolean
  pageName?: string
  urlName?: string
  /** The address a new block starts with. */
  urlDefault?: string
  /** The sibling holding the link's text, when there is one: text with no target is refused. */
  labelName?: string
  /** Each field's share of its row: a third beside link text, else half. */
  width?: string
}

/**
 * Where a link goes: a page picked from the list (the link follows it when it moves and hides while it is
 * unpublished or in the trash) or, when no page is picked, a typed address under the site's link rule, stored
 * as the page renders it. Components resolve the pair with `pageOrUrlHref`.
 */
export function pageOrUrlFields({
  required = false,
  pageName = 'page',
  urlName = 'url',
  urlDefault,
  labelName,
  width = labelName ? '33%' : '50%',
}: TargetOptions = {}): [RelationshipField, TextField] {
  const page: RelationshipField = {
    name: pageName,
    type: 'relationship',
    relationTo: 'pages',
    label: 'Page',
    admin: {
      width,
      description: 'Pick a page: the link follows it when it moves, and hides while it is unpublished.',
      components: { Field: PAGE_PICKER },
    },
  }
  const url: TextField = {
    name: urlName,
    type: 'text',
    label: 'Link',
    ...(urlDefault ? { defaultValue: urlDefault } : {}),
    admin: {
      width,
      description: 'Or an address: a site path such as /find-your-dealer/ or a full https:// address.',
      condition: (_, siblingData) => !(siblingData as Siblings)?.[pageName],
    },
    hooks: { beforeValidate: [normalizeHref] },
    validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) => {
      const siblings = siblingData as Siblings
      if (siblings?.[pageName]) return true
      if (!value && required) return 'Pick a page or enter a link.'
      if (!value && labelName && siblings?.[labelName]) {
        return 'Pick a page or enter a link, or clear the link text.'
      }
      return validateHref(value)
    },
  }
  return [page, url]
}

type LinkOptions = Omit<TargetOptions, 'labelName'> & {
  labelName?: string
  labelDefault?: string
  labelDescription?: string
  labelMaxLength?: number
}

/**
 * A link's text and where it goes side by side, for the editorial blocks. Optional links must have text and a
 * target or neither, so a half-filled call to action is caught in the editor instead of silently missing on the
 * page.
 */
export function linkFields({
  labelName = 'label',
  labelDefault,
  labelDescription = 'Say where it goes, e.g. “Find a dealer”.',
  labelMaxLength,
  ...target
}: LinkOptions = {}): RowField {
  const [page, url] = pageOrUrlFields({ ...target, labelName })
  const required = target.required ?? false
  const label: TextField = {
    name: labelName,
    type: 'text',
    label: 'Link text',
    required,
    ...(labelDefault ? { defaultValue: labelDefault } : {}),
    ...(labelMaxLength ? { maxLength: labelMaxLength } : {}),
    admin: { description: labelDescription, width: '34%' },
    validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) => {
      const siblings = siblingData as Siblings
      const hasTarget = Boolean(siblings?.[page.name] || siblings?.[url.name])
      return !value && (required || hasTarget) ? 'Enter the link text, or clear the link.' : true
    },
  }
  return { type: 'row', fields: [label, page, url] }
}
