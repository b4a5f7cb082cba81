import type { AccordionBlock, Page } from '../../../payload-types'
import type { DemoImages } from '../media/imageKeys'
import { productLines } from './demo/carousels'
import { richText } from './richText'
import { buttons, columns, group, heading, list, paragraph, quote, separator, table } from './blocks'
import { homeContactForm, newsletterSignup } from './formBlocks'
import { dealerSlider, findADealer, findYourDealer } from './locatorPages'
import { servicePages } from './servicePages'
import { rebatesPage } from '../rebates/page'

export type DemoPage = Pick<Page, 'title' | 'path' | 'seo' | 'layout'>

const firstQuestions: AccordionBlock = {
  blockType: 'accordion',
  title: 'Before you replace your system',
  removeBorders: false,
  shadow: false,
  items: [
    {
      heading: 'How long does a heating and cooling system last?',
      body: richText(
        'Most furnaces and air conditioners last 15 to 20 years, heat pumps 10 to 15. A yearly tune-up by a dealer keeps a system near the top of that range.',
      ),
      openOn: { mobile: false, tablet: false, desktop: true },
    },
    {
      heading: 'What does a new system cost?',
      body: richText(
        'Installed prices start at about $3,400 for a gas furnace and $5,400 for an air conditioner, before tax. Ductwork, if your home needs it, adds $3,000 to $10,000.',
      ),
      openOn: { mobile: false, tablet: false, desktop: false },
    },
    {
      heading: 'Can I pay monthly?',
      body: richText(
        'Yes. Through a participating dealer you can lease a system and pay monthly, with repairs, maintenance and filters included.',
      ),
      linkLabel: 'How leasing works',
      linkUrl: '/pricing/leasing',
      openOn: { mobile: false, tablet: false, desktop: false },
    },
  ],
}

const third = { mobile: '12', medium: '4' } as const
const half = { mobile: '12', medium: '6' } as const
const DEMO_NOTE =
  'Demo content: Alderline is a fictional brand, and the models, figures and prices on this site are sample data.'

/** The home page opens with a hero and carries the product-line carousel and an accordion of first questions. */
const home = (images: DemoImages): DemoPage => ({
  title: 'Home',
  path: '/',
  seo: {
    title: 'Alderline heating and cooling',
    description: 'Furnaces, air conditioners and heat pumps installed by local dealers.',
  },
  layout: [
    {
      blockType: 'hero',
      variant: 'image',
      titleLevel: 'h1',
      title: 'Comfort you can count on, every season',
      text: 'Quiet, efficient heating and cooling systems, installed and serviced by independent dealers near you.',
      buttons: [
        { label: 'Explore products', url: '/products', variant: 'primary' },
        { label: 'Troubleshooting help', url: '/resources/troubleshooting/heat-pumps', variant: 'outline' },
      ],
      imageSmall: images['slide-heat-pump'],
      imageLarge: images['hero-home-exterior'],
      alt: 'Illustration of a family home with an outdoor heat pump unit beside it.',
      backgroundColor: 'dark',
      height: { mobile: 'medium', tablet: 'medium', desktop: 'tall' },
      removeContainer: true,
    },
    columns(
      third,
      [
        heading('Heating', 'h2'),
        paragraph('Gas furnaces up to 97% AFUE keep every room warm without waste.'),
        buttons({ label: 'Furnaces', url: '/products/furnaces', variant: 'secondary' }),
      ],
      [
        heading('Cooling', 'h2'),
        paragraph('Two-stage and variable-speed air conditioners that run quietly on the hottest days.'),
        buttons({ label: 'Air conditioners', url: '/products/air-conditioners', variant: 'secondary' }),
      ],
      [
        heading('Heat pumps', 'h2'),
        paragraph('One system that heats in winter and cools in summer, with lower energy bills.'),
        buttons({ label: 'Heat pumps', url: '/products/heat-pumps', variant: 'secondary' }),
      ],
    ),
    group(
      { backgroundColor: 'light', padding: '12' },
      heading('Why homeowners choose Alderline'),
      list([
        'Registered limited warranty of 10 years on parts when you register within 60 days of installation',
        'Equipment tested for efficiency and noise before it leaves the factory',
        'Independent local dealers who install, maintain and repair what they sell',
      ]),
    ),
    productLines(images),
    firstQuestions,
    homeContactForm,
    dealerSlider,
    quote(
      'Our old furnace was loud and the upstairs was always cold. The new system is so quiet we had to check it was running.',
      'Dana R., Tulsa, OK (demo review)',
    ),
    newsletterSignup,
    separator(),
    paragraph(DEMO_NOTE),
  ],
})

const products: DemoPage = {
  title: 'Products',
  path: '/products',
  seo: { description: 'Heating, cooling and heat-pump systems for every home.' },
  layout: [
    heading('Heating and cooling products', 'h1'),
    paragraph(
      'Every system is matched to your home by a local dealer. Start with the kind of comfort you need.',
    ),
    columns(
      third,
      [
        heading('Furnaces', 'h2'),
        paragraph('Installed cost from $3,400 before tax (80% and 90% AFUE).'),
        buttons({ label: 'See furnaces', url: '/products/furnaces' }),
      ],
      [
        heading('Air conditioners', 'h2'),
        paragraph('Installed cost from $5,400 before tax.'),
        buttons({ label: 'See air conditioners', url: '/products/air-conditioners' }),
      ],
      [
        heading('Heat pumps', 'h2'),
        paragraph('Installed cost from $5,800 before tax.'),
        buttons({ label: 'See heat pumps', url: '/products/heat-pumps' }),
      ],
    ),
    paragraph('Ductwork, when a home needs it, usually adds $3,000 to $10,000.', DEMO_NOTE),
  ],
}

const furnaces: DemoPage = {
  title: 'Gas furnaces',
  path: '/products/furnaces',
  seo: { description: 'Single-stage, two-stage and modulating gas furnaces from 80% to 97% AFUE.' },
  layout: [
    heading('Gas furnaces', 'h1'),
    paragraph(
      'A furnace heats air with natural gas or propane and a blower carries it through your ducts. Higher AFUE means more of the fuel becomes heat.',
    ),
    table('Demo furnace line-up', [
      ['Model', 'Efficiency', 'Stages', 'Blower'],
      ['Alderline 80', '80% AFUE', 'Single', 'Multi-speed'],
      ['Alderline 95', '95% AFUE', 'Two', 'Variable-speed'],
      ['Alderline 97 Modulating', '97% AFUE', 'Modulating', 'Variable-speed'],
    ]),
    columns(
      half,
      [
        heading('Installed cost', 'h2'),
        paragraph(
          'From $3,400 before tax for 80% and 90% furnaces. Your dealer gives you the exact price after a home visit.',
        ),
      ],
      [
        heading('Warranty', 'h2'),
        paragraph(
          'Register within 60 days of installation for a 10-year limited warranty on parts; unregistered units carry 5 years.',
        ),
      ],
    ),
    paragraph(DEMO_NOTE),
  ],
}

const airConditioners: DemoPage = {
  title: 'Air conditioners',
  path: '/products/air-conditioners',
  seo: { description: 'Central air conditioners from single-stage to variable-speed.' },
  layout: [
    heading('Air conditioners', 'h1'),
    paragraph('Energy savings are measured against a 10 SEER unit, the minimum allowed until 2006.'),
    list([
      'Single-stage: dependable and affordable',
      'Two-stage: quieter, with better humidity control',
      'Variable-speed: the most even temperatures and the lowest running cost',
    ]),
    paragraph(DEMO_NOTE),
  ],
}

const heatPumps: DemoPage = {
  title: 'Heat pumps',
  path: '/products/heat-pumps',
  seo: { description: 'Heat pumps that heat and cool one home with one system.' },
  layout: [
    heading('Heat pumps', 'h1'),
    paragraph('A heat pump moves heat instead of making it: out of your home in summer, into it in winter.'),
    paragraph('Installed cost from $5,800 before tax.', DEMO_NOTE),
  ],
}

const troubleshootingHeatPumps: DemoPage = {
  title: 'Heat pump troubleshooting',
  path: '/resources/troubleshooting/heat-pumps',
  seo: { description: 'What to check before you call for service on a heat pump.' },
  layout: [
    heading('Heat pump troubleshooting', 'h1'),
    paragraph(
      'Most comfort problems have a simple cause. Check these, in order, before you call your dealer.',
    ),
    list(
      [
        'Make sure the thermostat is set to heat or cool and a few degrees past the room temperature.',
        'Check the breakers for the indoor and outdoor units.',
        'Replace or clean the air filter; a blocked filter cuts airflow.',
        'Clear leaves, snow and ice from around the outdoor unit.',
        'A defrost cycle of a few minutes in winter is normal; steam from the outdoor unit is expected.',
      ],
      true,
    ),
    paragraph('Still not right? Call customer care, Monday to Friday, 8am to 6pm CST.'),
  ],
}

export const demoPages = (images: DemoImages): DemoPage[] => [
  home(images),
  products,
  furnaces,
  airConditioners,
  heatPumps,
  troubleshootingHeatPumps,
  findYourDealer,
  findADealer,
  ...servicePages,
  rebatesPage,
]
