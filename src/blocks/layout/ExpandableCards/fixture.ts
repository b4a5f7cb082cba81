import type { ExpandableCardsBlock } from '@/payload-types'

import { faqAnswer, faqLink } from '../../_core/shared/richText/fixture'

/** Expandable cards as an editor would set them up: the first opens by default on desktops. */
export const expandableCardsFixture: ExpandableCardsBlock = {
  blockType: 'expandableCards',
  title: 'Before you register',
  cards: [
    {
      title: 'Find the serial number',
      summary: 'It is printed on the rating plate of the outdoor and the indoor unit.',
      more: faqAnswer(
        'Look for a label with “Serial No.”; it is ten characters long on most Alderline units.',
      ),
      openOn: { mobile: false, tablet: false, desktop: true },
    },
    {
      title: 'Keep your paperwork',
      summary: 'The installation invoice shows the date your warranty period starts.',
      more: faqAnswer(['Your dealer can send a copy. ', faqLink('/find-a-dealer/', 'Find a dealer'), '.']),
    },
  ],
}
