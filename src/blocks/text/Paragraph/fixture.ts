import type { ParagraphBlock } from '@/payload-types'

import { faqAnswer, faqLink } from '../../_core/shared/richText/fixture'

/** Running text of two paragraphs, the second with a link to a site page. */
export const paragraphFixture: ParagraphBlock = {
  blockType: 'paragraph',
  content: faqAnswer(
    'A heat pump heats your home in winter and cools it in summer, so one system replaces both a furnace and an air conditioner.',
    [
      'Many utilities offer rebates on high-efficiency models. ',
      faqLink('/find-a-dealer/', 'Find a dealer'),
      ' to see what applies in your area.',
    ],
  ),
}
