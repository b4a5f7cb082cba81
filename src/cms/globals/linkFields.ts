import type { Field } from 'payload'

import { normalizeHref, PAGE_PICKER } from '../../blocks/_core/shared/fields'

/** A link row's label in the admin: its own label, or the picked page's title, or its address. */
export const linkRowLabel = (singular: string) => ({
  path: '@/components/admin/NavLinkRowLabel.client#NavLinkRowLabel',
  clientProps: { singular },
})
import { validateHref } from '../../domain/url'

type LinkOptions = {
  /** False for a link that may be left empty altogether (the header's call to action). */
  required?: boolean
  /** The header's items: a group of links below needs no address of its own. */
  withChildren?: boolean
}

const hasChildren = (siblingData: unknown): boolean => {
  const children = (siblingData as { children?: unknown[] } | undefined)?.children
  return Array.isArray(children) && children.length > 0
}

/**
 * A navigation link: a label, and either a page picked from the list (the link follows the page when its
 * address changes, and leaves the menu while the page is unpublished) or an address checked by the link rule.
 */
export function linkFields({ required = true, withChildren = false }: LinkOptions = {}): Field[] {
  return [
    // The link's text is each language's own; its page or address is shared.
    { name: 'label', type: 'text', required, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          admin: {
            width: '50%',
            description: 'Pick a page: the link follows it when its address changes.',
            components: { Field: PAGE_PICKER },
          },
        },
        {
          name: 'url',
          type: 'text',
          admin: {
            width: '50%',
            description: 'Or an address: a site path such as /products, https://, mailto: or tel:.',
            condition: (_, siblingData) => !siblingData?.page,
          },
          hooks: { beforeValidate: [normalizeHref] },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: unknown }) => {
            const sibling = siblingData as { page?: unknown; label?: unknown } | undefined
            if (value) return validateHref(value)
            if (sibling?.page) return true
            if (withChildren && hasChildren(siblingData)) return true
            if (!required && !sibling?.label) return true
            return 'Pick a page or enter the link address.'
          },
        },
      ],
    },
  ]
}

/** The header's menu items: a link, or a group of up to 12 links shown as a menu (one level). */
export const navItemFields: Field[] = [
  ...linkFields({ withChildren: true }),
  {
    name: 'children',
    label: 'Menu links',
    labels: { singular: 'Menu link', plural: 'Menu links' },
    type: 'array',
    maxRows: 12,
    admin: {
      description:
        'Makes this item a menu that opens to these links. Its own page or address, if any, comes first in the menu.',
      // A link added opens ready to fill in, and its row is named by the page picked at once.
      initCollapsed: false,
      components: { RowLabel: linkRowLabel('Menu link') },
    },
    fields: linkFields(),
  },
]
