import type { Page } from '../../../payload-types'
import { heading, paragraph } from './blocks'
import type { DemoPage } from './pages'
import { richText } from './richText'

// The customer service page and the leasing page the dealer cards' Leasing badge links to (/pricing/leasing/).
type LayoutBlock = NonNullable<Page['layout']>[number]
type Of<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

const DEMO_NOTE =
  'Demo content: Alderline is a fictional brand; the phone number, prices, lease terms and answers here are sample data.'

const faqList = (title: string, items: [question: string, ...answer: string[]][]): Of<'faqList'> => ({
  blockType: 'faqList',
  title,
  structuredData: true,
  items: items.map(([question, ...answer]) => ({ question, answer: richText(...answer) })),
})

const customerService: DemoPage = {
  title: 'Customer service',
  path: '/customer-service',
  seo: {
    description: 'Call Alderline customer service, find a local dealer, or read answers to common questions.',
  },
  layout: [
    heading('Customer service', 'h1'),
    paragraph('We’re here to help with your Alderline system, its warranty and finding a dealer near you.'),
    {
      blockType: 'customerServiceCard',
      title: 'Need help?',
      text: 'Call customer service with questions about your system or its warranty. For a repair, a new system or a quote, a local dealer can come to you.',
    },
    {
      blockType: 'iconTextGrid',
      title: 'How we can help',
      items: [
        {
          icon: 'wrench',
          title: 'Repairs and service',
          text: 'Local dealers diagnose, repair and maintain every Alderline system.',
        },
        {
          icon: 'shield',
          title: 'Warranty questions',
          text: 'Register within 60 days of installation for a 10-year limited warranty on parts.',
        },
        {
          icon: 'thermometer',
          title: 'Comfort problems',
          text: 'Rooms too hot or too cold? Start with our troubleshooting steps.',
        },
        {
          icon: 'dollar',
          title: 'Rebates and leasing',
          text: 'Ask about rebates in your area, or lease a system for one monthly payment.',
        },
      ],
      cta: { label: 'Find your dealer', url: '/find-your-dealer/' },
      appearance: { backgroundColor: 'light', padding: '10' },
    },
    faqList('Frequently asked questions', [
      [
        'How often should I change my air filter?',
        'Check it every month. Replace a standard 1-inch filter at least every three months, and more often with pets or during heavy use. Thicker media filters can last up to six months.',
      ],
      [
        'Why is my heat pump steaming in winter?',
        'That is the defrost cycle. A few minutes of steam from the outdoor unit is normal while it melts frost off its coil.',
      ],
      [
        'How do I register my warranty?',
        'Register within 60 days of installation to get the 10-year registered limited warranty on parts. Units that are not registered in time carry the 5-year base limited warranty. Neither covers labor.',
      ],
      [
        'What should I check before I call for service?',
        'Make sure the thermostat is set to heat or cool, check the breakers for the indoor and outdoor units, replace a dirty filter, and clear leaves, snow or ice from around the outdoor unit.',
      ],
      [
        'How long does a heating and cooling system last?',
        'With yearly maintenance most furnaces last 15 to 20 years, and air conditioners and heat pumps 10 to 15 years.',
      ],
      [
        'How do I find a dealer near me?',
        'Use Find your dealer and enter your zip or postal code. Independent Alderline dealers serve the United States and Canada.',
      ],
      [
        'Can I get a rebate on a new system?',
        'Often, yes. Utilities, states and the manufacturer offer rebates and tax credits on efficient systems. Your dealer can tell you which apply where you live.',
      ],
    ]),
    {
      blockType: 'shareButtons',
      title: 'Share this page',
      facebook: '1',
      twitter: '0',
      linkedin: '1',
      whatsapp: '0',
      email: '1',
    },
    paragraph(DEMO_NOTE),
  ],
}

export const servicePages: DemoPage[] = [customerService]
