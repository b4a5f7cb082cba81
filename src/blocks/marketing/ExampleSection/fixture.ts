import type { ExampleSectionBlock } from '@/payload-types'

import { faqAnswer, faqLink } from '../../_core/shared/richText/fixture'

/** A titled section as an editor would set it up. */
export const exampleSectionFixture: ExampleSectionBlock = {
  blockType: 'exampleSection',
  title: 'What size system do I need?',
  content: faqAnswer(
    'Size depends on your home, not only its floor area: insulation, windows and climate all count.',
    ['A dealer measures it with a load calculation. ', faqLink('/find-a-dealer/', 'Find a dealer'), '.'],
  ),
}
