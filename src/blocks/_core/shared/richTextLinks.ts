import { LinkFeature } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData, RichTextFieldValidation } from 'payload'
import { richText } from 'payload/shared'

import { LINK_RULE_MESSAGE, safeHref, validateHref } from '../../../domain/url'
import { normalizeHref } from './fields'

/** The editor's own URL field, with the site's link rule instead of its "no spaces" check. */
function withSafeUrl(field: FieldAffectingData): FieldAffectingData {
  if (field.type !== 'text' || field.name !== 'url' || field.hasMany) return field
  return {
    ...field,
    // Replaces the editor's hook, which percent-encodes the whole address when it does not like it.
    hooks: { ...field.hooks, beforeChange: [normalizeHref] },
    validate: (value: string | null | undefined, { siblingData }: { siblingData?: unknown }) => {
      // Internal links point at a document and carry no address.
      if ((siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
      return value ? validateHref(value) : 'Enter the link address.'
    },
  }
}

/** Links in rich text: the link drawer refuses unsafe addresses under the URL field, with the rule. */
export const safeLinkFeature = () =>
  LinkFeature({ fields: ({ defaultFields }) => defaultFields.map(withSafeUrl) })

/** An editor's feature list with its link feature swapped for the one that applies the rule. */
export function withSafeLinks<F extends { key: string }>(
  features: F[],
): (F | ReturnType<typeof safeLinkFeature>)[] {
  return [...features.filter((feature) => feature.key !== 'link'), safeLinkFeature()]
}

type LexicalNode = {
  type?: string
  text?: string
  children?: LexicalNode[]
  fields?: { linkType?: string; url?: string | null }
}

const textOf = (node: LexicalNode): string => node.text ?? (node.children ?? []).map(textOf).join('')

/** The first custom link in a Lexical tree whose address the rule refuses, as the text it shows. */
export function findUnsafeLink(node: LexicalNode | undefined): string | null {
  if (!node) return null
  const isLink = node.type === 'link' || node.type === 'autolink'
  if (isLink && node.fields?.linkType !== 'internal' && !safeHref(node.fields?.url))
    return textOf(node).trim() || '(no text)'
  for (const child of node.children ?? []) {
    const found = findUnsafeLink(child)
    if (found !== null) return found
  }
  return null
}

/**
 * Validation for a rich-text field: names the link whose address is refused (the editor's own check
 * would only say "url" is invalid), then runs the editor's validation.
 */
export const validateRichTextLinks: RichTextFieldValidation = (value, options) => {
  const unsafe = findUnsafeLink((value as { root?: LexicalNode } | null | undefined)?.root)
  if (unsafe !== null) return `The link “${unsafe}” has an address that is not allowed. ${LINK_RULE_MESSAGE}`
  return richText(value, options)
}
