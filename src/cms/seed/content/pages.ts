import type { AccordionBlock, Page } from '../../../payload-types'
import type { DemoImages } from '../media/imageKeys'
import { productLines } from './demo/carousels'
import { richText } from './richText'
import { buttons, columns, group, heading, list, paragraph, quote, separator } from './blocks'
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

const third = 'thirds' as const
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

export const demoPages = (images: DemoImages): DemoPage[] => [
  home(images),
  findYourDealer,
  findADealer,
  ...servicePages,
  rebatesPage,
]
