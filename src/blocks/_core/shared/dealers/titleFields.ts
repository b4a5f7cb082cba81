import type { Field } from 'payload'

/** The heading and introduction shared by the dealer blocks (locator and slider). */
export const titleFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'locator_block_title',
        label: 'Title',
        type: 'text',
        admin: { description: 'The heading above the dealers. Leave empty for none.' },
      },
      {
        name: 'title_tag',
        label: 'Title level',
        type: 'select',
        defaultValue: 'h2',
        required: true,
        admin: { description: 'Use H1 only when this is the page’s main heading.' },
        options: ['h1', 'h2', 'h3', 'h4'].map((tag) => ({ label: tag.toUpperCase(), value: tag })),
      },
      {
        name: 'title_classes',
        label: 'Title style',
        type: 'select',
        defaultValue: 'standard',
        required: true,
        admin: { description: 'How the title looks.' },
        options: [
          { label: 'Standard', value: 'standard' },
          { label: 'Centred', value: 'centered' },
          { label: 'Large', value: 'large' },
        ],
      },
    ],
  },
  {
    name: 'block_intro_content',
    label: 'Introduction',
    type: 'textarea',
    admin: { description: 'A few sentences under the title. A blank line starts a new paragraph.' },
  },
]
