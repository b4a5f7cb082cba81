import { heading, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'
import { LEASING_STEPS } from '../../../../../domain/ownership/constants'
import { faqList, type Of } from './shared'

const steps: Of<'bigNumberList'> = {
  blockType: 'bigNumberList',
  title: 'How does leasing work?',
  items: LEASING_STEPS.map((s) => ({ title: s.title, text: s.text })),
  cta: { label: 'Find a leasing dealer', url: '/find-your-dealer/' },
}

/**
 * /pricing/leasing (replaces the page in servicePages.ts, keeping its h1, its four 'Why lease your system' cards
 * and its four 'Leasing questions', which tests/e2e/service-blocks.spec.ts checks); the steps are a big number list.
 */
export const leasingPage = (): DemoPage => ({
  title: 'Leasing',
  path: '/pricing/leasing',
  seo: {
    title: 'Lease a heating and cooling system | Alderline',
    description:
      'Lease an Alderline heating and cooling system for one monthly payment, with repairs, maintenance and filters included.',
  },
  layout: [
    heading('Leasing', 'h1'),
    paragraph(
      'A new system without the upfront cost: lease your heating and cooling from a participating Alderline dealer and pay one monthly amount that includes repairs, maintenance and filters.',
    ),
    steps,
    {
      blockType: 'cardRepeater',
      title: 'Why lease your system',
      cards: [
        {
          title: 'No large upfront cost',
          text: 'Spread the cost of a new system over monthly payments instead of paying for it all at once.',
        },
        {
          title: 'Repairs included',
          text: 'Covered repairs are part of your monthly payment, so a breakdown never brings a surprise bill.',
        },
        {
          title: 'Maintenance and filters',
          text: 'Your dealer tunes up the system on schedule and supplies the filters it needs.',
        },
        {
          title: 'A local dealer',
          text: 'The dealer who installs your system looks after it for the whole lease.',
          link: '/find-your-dealer/',
          linkLabel: 'Find a leasing dealer',
        },
      ],
    },
    faqList('Leasing questions', [
      [
        'Who offers leasing?',
        'Participating independent dealers. Dealers who lease show a Leasing badge in the dealer search.',
      ],
      [
        'Is there a credit check?',
        'Yes. When you apply with your dealer, the financing partner runs a credit check.',
      ],
      [
        'What does the monthly payment include?',
        'The equipment and accessories you chose, covered repairs, scheduled maintenance and replacement filters.',
      ],
      [
        'Is leasing better than financing?',
        'Leasing keeps repairs and maintenance in one predictable payment; financing makes the system yours once it is paid off. Your dealer can compare both for your home.',
      ],
    ]),
    paragraph(
      'Demo content: Alderline is a fictional brand; the phone number, prices, lease terms and answers here are sample data.',
    ),
  ],
})
