import type { Block } from 'payload'

/** A section built once in 'Reusable sections' and shown here by reference: editing it changes every page. */
export const ReusableSection: Block = {
  slug: 'reusableSection',
  interfaceName: 'ReusableSectionBlock',
  dbName: 'reusable_section',
  labels: { singular: 'Reusable section', plural: 'Reusable sections' },
  admin: {
    group: 'Layout',
    // The row names the section it shows ('03 Reusable section: Need help banner'), not only the block's kind.
    components: {
      Label: {
        path: '@/blocks/layout/ReusableSection/admin/SectionRowLabel.client#SectionRowLabel',
        clientProps: { blockLabel: 'Reusable section' },
      },
    },
  },
  fields: [
    {
      name: 'section',
      type: 'relationship',
      relationTo: 'sections',
      required: true,
      admin: {
        description:
          'Choose a section from Content › Reusable sections. Its blocks show here; edit them there, once, for every page that uses it.',
      },
    },
  ],
}
