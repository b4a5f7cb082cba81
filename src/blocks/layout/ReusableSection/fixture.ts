import type { ReusableSectionBlock, Section } from '@/payload-types'

/** A reusable section as a page read brings it along: a heading and a button to a dealer. */
export const sectionFixture: Section = {
  id: 7,
  title: 'Talk to an expert',
  blocks: [
    { blockType: 'heading', text: 'Talk to a local expert', level: 'h2' },
    {
      blockType: 'buttons',
      buttons: [{ label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' }],
    },
  ],
  updatedAt: '2026-11-25T00:00:00.000Z',
  createdAt: '2026-11-25T00:00:00.000Z',
}

/** A reusable section placed on a page, its section populated. */
export const reusableSectionFixture: ReusableSectionBlock = {
  blockType: 'reusableSection',
  section: sectionFixture,
}
