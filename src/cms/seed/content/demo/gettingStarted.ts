import type { Page } from '../../../../payload-types'
import type { DemoImages } from '../../media/imageKeys'
import { heading, paragraph } from '../blocks'
import type { DemoPage } from '../pages'
import { richText } from '../richText'
import { ctaCards, fourLinks, iconList, linkCards } from './gettingStartedLinks'

type LayoutBlock = NonNullable<Page['layout']>[number]
type Of<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

const DEMO_NOTE =
  'Demo content: Alderline is a fictional brand; the models, ratings and steps on this page are sample data.'

const intro = (images: DemoImages): Of<'fiftyFifty'> => ({
  blockType: 'fiftyFifty',
  image: images['hero-living-room'],
  imagePosition: 'right',
  title: 'Comfort starts with the right system',
  content: richText(
    'Heating and cooling make up about half of a home’s energy use. A system sized for your home runs quieter, lasts longer and costs less to run.',
    'This page walks you through the basics, from efficiency ratings to what happens on installation day.',
  ),
  link: { label: 'Find a dealer', url: '/find-a-dealer/' },
})

const threeColumn: Of<'threeColumn'> = {
  blockType: 'threeColumn',
  title: 'Three parts of home comfort',
  columns: [
    {
      title: 'Heating',
      text: 'Gas furnaces and heat pumps keep every room warm, without hot and cold spots.',
      label: 'Furnaces',
      url: '/products/furnaces/',
    },
    {
      title: 'Cooling',
      text: 'Two-stage and variable-speed air conditioners run longer at low speed, quietly and evenly.',
      label: 'Air conditioners',
      url: '/products/air-conditioners/',
    },
    {
      title: 'Clean air',
      text: 'Filters, air cleaners and humidifiers treat the air your system moves around the house.',
      label: 'Indoor air quality',
      url: '/products/indoor-air-quality/',
    },
  ],
}

const tooltip: Of<'tooltipContent'> = {
  blockType: 'tooltipContent',
  title: 'Reading an efficiency label',
  content:
    'Air conditioners and heat pumps are rated by SEER2: the higher the number, the less electricity a summer of cooling uses.\n\nFurnaces are rated by AFUE, the share of the fuel that becomes heat in your home.',
  term: 'SEER2',
  definition:
    'Seasonal Energy Efficiency Ratio 2: cooling delivered per unit of electricity over a typical season.',
}

const steps: Of<'steps'> = {
  blockType: 'steps',
  title: 'From first call to first cool evening',
  steps: [
    {
      block_title: 'Talk to a local dealer',
      description: 'Tell them what bothers you today: noise, hot rooms, high bills or an old system.',
    },
    {
      block_title: 'Get a home assessment',
      description: 'The dealer measures your home and recommends systems that fit it and your budget.',
    },
    {
      block_title: 'Installation day',
      description: 'Most replacements take a day. Register your warranty within 60 days of installation.',
    },
  ],
  cta: { label: 'Find a dealer', url: '/find-a-dealer/' },
}

const sizing: Of<'exampleSection'> = {
  blockType: 'exampleSection',
  title: 'What size system do I need?',
  content: richText(
    'Size depends on more than floor area: insulation, windows, shade and your climate all count. A system that is too large switches on and off often and leaves the air damp; one that is too small runs all day.',
    'Your dealer works out the right size with a load calculation during the home assessment.',
  ),
}

const features = (images: DemoImages): Of<'productFeatures'> => ({
  blockType: 'productFeatures',
  title: 'What a smart thermostat adds',
  intro: 'A thermostat is the part of the system you use every day.',
  features: [
    {
      icon: 'thermometer',
      title: 'Room-by-room comfort',
      text: 'Remote sensors balance hot and cold rooms.',
    },
    {
      icon: 'leaf',
      title: 'Lower bills',
      text: 'Schedules and away mode keep the system off when nobody is home.',
    },
    { icon: 'wrench', title: 'Service reminders', text: 'Alerts for filter changes and a yearly tune-up.' },
    { icon: 'phone', title: 'Control from your phone', text: 'Change the temperature from anywhere.' },
  ],
  image: images['slide-thermostat'],
})

/** /resources/getting-started: the editorial blocks on one beginner's guide. */
export const gettingStartedPage = (images: DemoImages): DemoPage => ({
  title: 'Getting started with home comfort',
  path: '/resources/getting-started',
  seo: {
    description:
      'The basics of home heating and cooling: efficiency ratings, sizing and how a new system is installed.',
  },
  layout: [
    heading('Getting started with home comfort', 'h1'),
    paragraph(DEMO_NOTE),
    intro(images),
    threeColumn,
    tooltip,
    steps,
    sizing,
    iconList,
    { blockType: 'spacer', size: 'small' },
    linkCards(images),
    features(images),
    fourLinks,
    ctaCards,
    {
      blockType: 'emailBanner',
      heading: 'Comfort tips in your inbox',
      text: 'Seasonal checklists and rebate news, about once a month. Unsubscribe at any time.',
    },
  ],
})
