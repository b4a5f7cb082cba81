import type { AccordionBlock } from '@/payload-types'

import { faqAnswer, faqLink } from '../../_core/shared/richText/fixture'

/** An accordion as an editor would set it up: one item opens by default on tablets and desktops. */
export const accordionFixture: AccordionBlock = {
  blockType: 'accordion',
  title: 'Warranty questions',
  removeBorders: false,
  shadow: false,
  items: [
    {
      heading: 'How long is the base limited warranty?',
      body: faqAnswer(
        'Usually 5 years on parts for a unit that was not registered within 60 days of installation.',
      ),
      openOn: { mobile: false, tablet: false, desktop: false },
    },
    {
      heading: 'How do I get the registered limited warranty?',
      body: faqAnswer([
        'Register within 60 days of installation. ',
        faqLink('/warranty', 'Register your product'),
        '.',
      ]),
      linkLabel: 'Find a dealer',
      linkUrl: '/find-a-dealer/',
      openOn: { mobile: false, tablet: true, desktop: true },
    },
  ],
}
