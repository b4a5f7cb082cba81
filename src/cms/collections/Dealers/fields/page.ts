import type { Field } from 'payload'

/** Whether the dealer is on the site: in the search, with its page and a place in the directory. */
export const listedField: Field = {
  name: 'listed',
  type: 'checkbox',
  label: 'Listed on the site',
  defaultValue: true,
  index: true,
  admin: {
    position: 'sidebar',
    description:
      'Untick to hide the dealer: it leaves the search and the directory, and its page answers “not found”.',
  },
}

/** The dealer's page address, kept by the hooks (hooks/pagePath.ts); a former one redirects here. */
export const pagePathField: Field = {
  name: 'pagePath',
  type: 'text',
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    description:
      'The dealer’s page on the site, made from its state, city and name when saved. After a rename or a move the old address redirects here.',
  },
}
