import type { AirQualityCardsBlock, CardRepeaterBlock } from '../../../../../payload-types'
import type { DemoImages } from '../../../media/imageKeys'
import { buttons, heading, list, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'
import { categorySidebar, DEALER_PATH, DEMO_NOTE, IAQ_PATH, pageHero, PURIFICATION_PATH } from './shared'

const FILTER_TIPS = '/resources/maintenance-tips/clean-or-change-filter/'

const cards = (title: string, items: CardRepeaterBlock['cards']): CardRepeaterBlock => ({
  blockType: 'cardRepeater',
  title,
  cards: items,
})

/** /products/indoor-air-quality: the category page, with the air-quality product cards (spec §2, §9). */
export const indoorAirQualityPage = (images: DemoImages): DemoPage => {
  const products: AirQualityCardsBlock = {
    blockType: 'airQualityCards',
    title: 'Products for cleaner, more comfortable air',
    airCleaner: {
      image: images['unit-air-cleaner'],
      title: 'Whole-home air cleaner',
      text: 'Fitted in the return duct beside your furnace or air handler, it cleans the air of the whole house each time the system runs, not just one room.',
      link: `${PURIFICATION_PATH}/`,
      linkLabel: 'Compare air cleaners',
      particlesPercent: 99.98,
    },
    humidifier: {
      image: images['unit-humidifier'],
      title: 'Whole-home humidifier',
      text: 'Adds moisture to the warm air from your furnace in winter, which helps with dry skin, static shocks and gaps in wood floors.',
      link: `${IAQ_PATH}/humidity-control/`,
      linkLabel: 'About humidity control',
      smallerHomeSqFt: 4200,
      largerHomeSqFt: 5000,
    },
    filter: {
      image: images['card-filter'],
      title: 'Pleated media filter',
      text: 'A deep pleated filter catches dust and pollen before they reach your equipment or your lungs. Check it every month and replace it when it looks grey.',
      link: FILTER_TIPS,
      linkLabel: 'How to change a filter',
      months: 6,
    },
  }
  return {
    title: 'Indoor air quality',
    path: IAQ_PATH,
    seo: {
      title: 'Indoor air quality products',
      description:
        'Whole-home air cleaners, humidifiers, ventilators and filters that work with your heating and cooling system.',
    },
    layout: [
      pageHero(images, {
        eyebrow: 'Products',
        title: 'Indoor air quality',
        text: 'Cleaner, fresher air in every room, from products that work with the heating and cooling system you already have.',
        image: 'unit-air-cleaner',
        alt: 'Illustration of a whole-home air cleaner beside a furnace.',
      }),
      categorySidebar(),
      heading('Why the air at home matters'),
      paragraph(
        'Most of us spend much of the day indoors, where dust, pollen, pet dander and cooking smells build up. Because your heating and cooling system moves all the air in your home, it is the easiest place to clean it, add moisture or bring in fresh air.',
      ),
      products,
      cards('Choose by what bothers you', [
        {
          image: images['unit-air-cleaner'],
          title: 'Dust, pollen and pet hair',
          text: 'An air cleaner captures the particles your system would otherwise blow around the house.',
          link: `${PURIFICATION_PATH}/`,
          linkLabel: 'Air purification',
        },
        {
          image: images['unit-humidifier'],
          title: 'Dry air in winter',
          text: 'A humidifier keeps indoor humidity in the comfortable range of about 30 to 50 percent.',
          link: `${IAQ_PATH}/humidity-control/`,
          linkLabel: 'Humidity control',
        },
        {
          image: images['unit-ventilator'],
          title: 'Stuffy rooms and lingering smells',
          text: 'A ventilator swaps stale indoor air for fresh outdoor air without wasting the heat.',
          link: `${IAQ_PATH}/ventilation/`,
          linkLabel: 'Ventilation',
        },
      ]),
      heading('Ask your dealer'),
      paragraph(
        'Air-quality products are sized for your home and fitted to your ductwork. A dealer can tell you which ones your system can take and what they cost installed.',
      ),
      buttons({ label: 'Find a dealer', url: DEALER_PATH, variant: 'primary' }),
      paragraph(DEMO_NOTE),
    ],
  }
}

type SubPage = {
  path: string
  title: string
  seoTitle: string
  description: string
  heroText: string
  image: 'unit-ventilator' | 'unit-air-cleaner' | 'unit-humidifier'
  alt: string
  sections: { heading: string; paragraphs?: string[]; items?: string[] }[]
}

const subPage =
  (page: SubPage, extra: (images: DemoImages) => NonNullable<DemoPage['layout']> = () => []) =>
  (images: DemoImages): DemoPage => ({
    title: page.title,
    path: page.path,
    seo: { title: page.seoTitle, description: page.description },
    layout: [
      pageHero(images, {
        eyebrow: 'Indoor air quality',
        title: page.title,
        text: page.heroText,
        image: page.image,
        alt: page.alt,
      }),
      categorySidebar(),
      ...page.sections.flatMap((section) => [
        heading(section.heading),
        ...(section.paragraphs?.length ? [paragraph(...section.paragraphs)] : []),
        ...(section.items?.length ? [list(section.items)] : []),
      ]),
      ...extra(images),
      buttons(
        { label: 'Find a dealer', url: DEALER_PATH, variant: 'primary' },
        { label: 'All air-quality products', url: `${IAQ_PATH}/`, variant: 'secondary' },
      ),
      paragraph(DEMO_NOTE),
    ],
  })

export const ventilationPage = subPage({
  path: `${IAQ_PATH}/ventilation`,
  title: 'Ventilation',
  seoTitle: 'Whole-home ventilation',
  description:
    'How an energy or heat recovery ventilator brings fresh air into a tightly built home without wasting heat.',
  heroText: 'Fresh outdoor air in, stale indoor air out, with most of the heat or cool kept inside.',
  image: 'unit-ventilator',
  alt: 'Illustration of a ventilator with fresh air coming in and stale air going out.',
  sections: [
    {
      heading: 'Why a well-sealed home needs fresh air',
      paragraphs: [
        'New and renovated homes are built tight to save energy. That keeps heat in, but it also keeps in moisture, cooking smells and the fumes from cleaning products and new furniture.',
        'A ventilator exchanges a steady, measured amount of indoor air for outdoor air through your ducts, so you do not have to open windows in January.',
      ],
    },
    {
      heading: 'Energy recovery or heat recovery?',
      items: [
        'An energy recovery ventilator (ERV) passes heat and some moisture between the two air streams: useful where summers are humid or winters are very dry.',
        'A heat recovery ventilator (HRV) passes heat only: common in cold, damp climates where winter moisture needs to leave the house.',
        'In both, the two air streams never mix; only heat (and, in an ERV, moisture) passes through the core.',
      ],
    },
    {
      heading: 'Looking after a ventilator',
      items: [
        'Clean or replace its filters every three months, or as its manual says.',
        'Keep the outdoor intake and exhaust hoods clear of leaves, snow and nests.',
        'Have the core checked and cleaned at your yearly tune-up.',
      ],
    },
  ],
})

export const humidityControlPage = subPage({
  path: `${IAQ_PATH}/humidity-control`,
  title: 'Humidity control',
  seoTitle: 'Whole-home humidifiers',
  description:
    'How a whole-home humidifier keeps winter air comfortable, and which size fits homes up to 4,200 or 5,000 sq ft.',
  heroText: 'Comfortable, less static-prone air all winter, without a single humidifier to refill.',
  image: 'unit-humidifier',
  alt: 'Illustration of a whole-home humidifier on the supply duct above a furnace.',
  sections: [
    {
      heading: 'Signs your air is too dry',
      items: [
        'Static shocks from door handles and blankets.',
        'Dry skin, itchy eyes or a scratchy throat in the morning.',
        'Gaps opening between floorboards, or wood furniture cracking.',
        'The house feels cool even when the thermostat says it is warm.',
      ],
    },
    {
      heading: 'How a whole-home humidifier works',
      paragraphs: [
        'It mounts on your furnace’s ductwork and connects to a water line. When the furnace runs, it adds a measured amount of moisture to the warm air, and its control keeps indoor humidity in the comfortable range of about 30 to 50 percent.',
        'The demo range has two sizes: one for homes up to 4,200 sq ft and one for homes up to 5,000 sq ft. Your dealer picks the size from your home’s area and how tightly it is built.',
      ],
    },
    {
      heading: 'Looking after a humidifier',
      items: [
        'Replace the water panel or pad once a year, at the start of the heating season.',
        'Turn the humidifier off and close its damper for the cooling season, if it has one.',
        'Lower the setting on very cold nights if you see condensation on the windows.',
      ],
    },
  ],
})

export const airPurificationPage = subPage(
  {
    path: PURIFICATION_PATH,
    title: 'Air purification',
    seoTitle: 'Whole-home air cleaners',
    description:
      'Whole-home air cleaners that capture up to 99.98% of particles in the air passing through your system.',
    heroText:
      'Capture dust, pollen and pet dander from the air of the whole house every time your system runs.',
    image: 'unit-air-cleaner',
    alt: 'Illustration of a whole-home air cleaner in the return duct.',
    sections: [
      {
        heading: 'Whole-home or portable?',
        paragraphs: [
          'A portable purifier cleans one room. A whole-home air cleaner sits in the return duct and cleans all the air your system moves, in every room, quietly and with no unit to carry around.',
        ],
      },
      {
        heading: 'What an air cleaner captures',
        items: [
          'Dust, lint and pet dander.',
          'Pollen and mould spores.',
          'Fine particles from smoke and cooking. Our demo air cleaners capture up to 99.98% of particles in the air that passes through them.',
        ],
      },
    ],
  },
  (images) => [
    cards('Our air cleaners', [
      {
        image: images['unit-air-cleaner'],
        title: 'CleanEffects whole-home air cleaner',
        text: 'Our most thorough air cleaner, with a washable collection cell.',
        link: `${PURIFICATION_PATH}/cleaneffects/`,
        linkLabel: 'About CleanEffects',
      },
      {
        image: images['card-filter'],
        title: 'QuikBox air cleaner',
        text: 'A deep media filter in a slim cabinet, with a filter that lasts up to 6 months.',
        link: `${PURIFICATION_PATH}/quikbox-air-cleaner/`,
        linkLabel: 'About QuikBox',
      },
    ]),
  ],
)

export const cleanEffectsPage = subPage({
  path: `${PURIFICATION_PATH}/cleaneffects`,
  title: 'CleanEffects whole-home air cleaner',
  seoTitle: 'CleanEffects whole-home air cleaner',
  description:
    'The CleanEffects whole-home air cleaner captures up to 99.98% of particles from the air passing through it.',
  heroText:
    'Our most thorough whole-home air cleaner: up to 99.98% of particles captured from the air that passes through it.',
  image: 'unit-air-cleaner',
  alt: 'Illustration of the CleanEffects cabinet fitted in the return duct.',
  sections: [
    {
      heading: 'How it works',
      paragraphs: [
        'Air returning to your furnace or air handler passes through a pre-filter that stops larger dust, then through a charged collection cell that holds on to fine particles. Clean air carries on through your system to every room.',
      ],
    },
    {
      heading: 'Living with CleanEffects',
      items: [
        'Wash the collection cell every few months in a sink or dishwasher, as its manual describes; there is no filter to buy.',
        'A light on the cabinet tells you when it is time to clean.',
        'Run your system’s fan on its low continuous setting for the cleanest air.',
      ],
    },
    {
      heading: 'Is it right for my home?',
      paragraphs: [
        'CleanEffects suits homes with forced-air heating or cooling and someone with allergies, pets or a wood stove. Your dealer checks that your return duct has room for the cabinet.',
      ],
    },
  ],
})

export const quikBoxPage = subPage({
  path: `${PURIFICATION_PATH}/quikbox-air-cleaner`,
  title: 'QuikBox air cleaner',
  seoTitle: 'QuikBox whole-home air cleaner',
  description:
    'The QuikBox air cleaner: a deep pleated media filter in a slim cabinet, with a filter that lasts up to 6 months.',
  heroText:
    'A deep pleated filter in a slim cabinet: better filtering than a thin filter, and a filter that lasts up to 6 months.',
  image: 'unit-air-cleaner',
  alt: 'Illustration of the QuikBox cabinet with its pleated media filter.',
  sections: [
    {
      heading: 'How it works',
      paragraphs: [
        'The QuikBox cabinet replaces the thin filter slot beside your furnace or air handler. Its deep pleats have far more filter area, so they catch more dust and pollen while letting air through easily.',
      ],
    },
    {
      heading: 'Changing the filter',
      items: [
        'Check the filter every three months; it lasts up to 6 months in most homes.',
        'Replace it sooner if you have pets, renovate or it looks grey.',
        'Switch the system off, open the cabinet door, slide the old filter out and the new one in with the airflow arrow pointing toward the equipment.',
      ],
    },
  ],
})
