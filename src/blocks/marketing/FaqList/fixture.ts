import type { FaqListBlock } from '@/payload-types'

import { faqAnswer, faqLink } from '../../_core/shared/richText/fixture'

/** An FAQ list as an editor would set it up, for tests and the demo pages. */
export const faqListFixture: FaqListBlock = {
  blockType: 'faqList',
  title: 'Frequently asked questions',
  structuredData: true,
  items: [
    {
      question: 'How often should I change my air filter?',
      answer: faqAnswer('Check it every month and replace it at least every three months.'),
    },
    {
      question: 'Who installs and repairs my system?',
      answer: faqAnswer([
        'Independent local dealers. ',
        faqLink('/find-your-dealer/', 'Find your dealer'),
        '.',
      ]),
    },
  ],
}
