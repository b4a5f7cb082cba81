import type { GroupBlock } from '@/payload-types'

import { faqAnswer } from '../../_core/shared/richText/fixture'

/** A centred stack: a heading, a line of text and a button to a dealer. */
export const groupFixture: GroupBlock = {
  blockType: 'group',
  direction: 'stack',
  justification: 'center',
  alignment: 'stretch',
  wrap: true,
  blocks: [
    { blockType: 'heading', text: 'Need help choosing a system?', level: 'h2' },
    {
      blockType: 'paragraph',
      content: faqAnswer(
        'A local dealer can size a heat pump or furnace for your home and explain the rebates.',
      ),
    },
    {
      blockType: 'buttons',
      buttons: [{ label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' }],
    },
  ],
}
