import type { ProductSelectorBlock } from '../../../../../payload-types'
import type { DemoImages } from '../../../media/imageKeys'
import { columns, heading, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'
import { airConditionerComparison, furnaceComparison, heatPumpComparison } from './comparisons'
import { WARRANTY_TEXT, dealerBanner, demoNote, half, productHero, questions, third } from './shared'

export const airConditionersPage = (images: DemoImages): DemoPage => ({
  title: 'Air conditioners',
  path: '/products/air-conditioners',
  seo: {
    title: 'Central air conditioners',
    description:
      'Single-stage, two-stage and variable-speed central air conditioners: how they differ, what SEER means and what installation costs.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Cooling',
      title: 'Air conditioners',
      text: 'A central air conditioner pulls heat out of your home and releases it outdoors. Installed prices start at $5,400 before tax.',
      image: 'slide-air-conditioner',
      alt: 'An outdoor air conditioner unit beside a house.',
    }),
    columns(
      third,
      [
        heading('Single-stage', 'h2'),
        paragraph('Runs at full power whenever it runs. Dependable and the lowest price to install.'),
      ],
      [
        heading('Two-stage', 'h2'),
        paragraph(
          'Runs on a low setting most of the time and switches to high on the hottest days: quieter, with better humidity control.',
        ),
      ],
      [
        heading('Variable-speed', 'h2'),
        paragraph(
          'Adjusts its output in small steps to match the heat of the day, for the most even temperatures and the lowest running cost.',
        ),
      ],
    ),
    airConditionerComparison(images),
    questions('Air conditioner questions', [
      [
        'What does SEER mean?',
        'SEER, the seasonal energy efficiency ratio, is the cooling a unit gives over a season for each unit of electricity it uses. The higher the number, the lower your cooling bills for the same comfort.',
        'Energy savings are measured against a 10 SEER unit, the minimum allowed until 2006.',
      ],
      [
        'What size air conditioner does my home need?',
        'Size is measured in tons of cooling. A dealer works it out from your home’s floor area, insulation, windows and climate. A unit that is too big switches on and off often and leaves the air damp; one that is too small runs all day on hot afternoons.',
      ],
      [
        'Do I need to replace my indoor coil too?',
        'Usually, yes. The indoor coil and the outdoor unit are designed and rated as a pair. A matched coil lets the new unit reach its rated efficiency and keeps the warranty valid.',
      ],
      ['What warranty comes with it?', WARRANTY_TEXT],
    ]),
    dealerBanner(
      'Get a price for your home',
      'A local dealer checks your home, recommends the right size and gives you an exact installed price.',
    ),
    ...demoNote(),
  ],
})

export const furnacesPage = (images: DemoImages): DemoPage => ({
  title: 'Gas furnaces',
  path: '/products/furnaces',
  seo: {
    title: 'Gas furnaces',
    description: 'Single-stage, two-stage and modulating gas furnaces from 80% to 97% AFUE.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Heating',
      title: 'Gas furnaces',
      text: 'A furnace heats air with natural gas or propane and a blower carries it through your ducts. Higher AFUE means more of the fuel becomes heat.',
      image: 'slide-furnace',
      alt: 'A gas furnace installed in a basement.',
    }),
    furnaceComparison(images),
    columns(
      half,
      [
        heading('80% or 90%?', 'h2'),
        paragraph(
          'AFUE, the annual fuel utilization efficiency, is the share of the fuel that becomes heat in your home. An 80% furnace turns 80 cents of every dollar of gas into heat; a 95% furnace turns 95 cents.',
          'Furnaces of 90% and above condense the water in their exhaust, so they vent through plastic pipe and need a drain. They cost more to install but less to run, most of all where winters are long.',
        ),
      ],
      [
        heading('Installed cost', 'h2'),
        paragraph(
          'From $3,400 before tax for 80% and 90% furnaces. Your dealer gives you the exact price after a home visit.',
        ),
        heading('Warranty', 'h2'),
        paragraph(
          'Register within 60 days of installation for a 10-year limited warranty on parts; unregistered units carry 5 years.',
        ),
      ],
    ),
    questions('Furnace questions', [
      [
        'What is the difference between single-stage, two-stage and modulating?',
        'A single-stage furnace burns at full power whenever it runs. A two-stage furnace runs on a low flame most of the time and goes to high only on the coldest days. A modulating furnace adjusts its flame in small steps, for the most even temperatures.',
      ],
      [
        'What does a variable-speed blower do?',
        'It starts slowly and changes speed to deliver just the airflow your home needs. It is quieter, spreads heat more evenly and helps your air conditioner remove humidity in summer.',
      ],
      [
        'How long does a furnace last?',
        'Most furnaces last 15 to 20 years. A yearly tune-up by a dealer and a clean filter keep a furnace near the top of that range.',
      ],
    ]),
    dealerBanner(
      'Ready for a warmer winter?',
      'A local dealer can size a furnace for your home and give you an exact installed price.',
    ),
    ...demoNote(),
  ],
})

const heatPumpSelector = (images: DemoImages): ProductSelectorBlock => ({
  blockType: 'productSelector',
  title: 'Which heat pump setup suits your home?',
  intro: 'Choose what matters most to you to see the kind of system dealers usually suggest.',
  items: [
    {
      text: 'Lowest price',
      details:
        'A single-stage heat pump with an air handler indoors. It suits homes in mild climates where winters seldom drop far below freezing.',
      handCopy: 'Installed by an independent local dealer',
      exclusiveCopy: 'Simple to run with any compatible thermostat',
      energyCopy: 'Demo HP 15: energy savings of up to 33% against a 10 SEER unit',
      href: '/products/air-handlers',
      linkLabel: 'About air handlers',
      image: images['slide-heat-pump'],
    },
    {
      text: 'Quietest comfort',
      details:
        'A variable-speed heat pump that runs longer at low speed, so temperatures stay even and the outdoor unit stays quiet.',
      handCopy: 'Paired with a variable-speed air handler',
      exclusiveCopy: 'Demo HP 20: about as loud as a quiet suburb',
      energyCopy: 'Energy savings of up to 50% against a 10 SEER unit',
      href: '/products/thermostat-controls/smart-thermostats',
      linkLabel: 'Pair it with a smart thermostat',
      image: images['hero-living-room'],
    },
    {
      text: 'Cold winters',
      details:
        'A heat pump paired with a gas furnace. The heat pump heats on mild days and the furnace takes over when it is very cold, each running when it costs less.',
      handCopy: 'Uses the furnace’s blower and ducts',
      exclusiveCopy: 'Switches between electricity and gas on its own',
      energyCopy: 'Lower heating bills where gas is cheap',
      href: '/products/packaged-system/hybrid-comfort-systems',
      linkLabel: 'About hybrid comfort systems',
      image: images['slide-furnace'],
    },
  ],
})

export const heatPumpsPage = (images: DemoImages): DemoPage => ({
  title: 'Heat pumps',
  path: '/products/heat-pumps',
  seo: {
    title: 'Heat pumps',
    description:
      'Heat pumps that heat and cool one home with one system: models, efficiency and installed cost.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Heating and cooling',
      title: 'Heat pumps',
      text: 'A heat pump moves heat instead of making it: out of your home in summer, into it in winter. Installed cost from $5,800 before tax.',
      image: 'slide-heat-pump',
      alt: 'An outdoor heat pump unit on a concrete pad.',
    }),
    heatPumpComparison(images),
    heatPumpSelector(images),
    questions('Heat pump questions', [
      [
        'What does HSPF mean?',
        'HSPF, the heating seasonal performance factor, measures how efficiently a heat pump heats over a season. The higher the number, the less electricity it uses for the same warmth. Its cooling efficiency is given in SEER, like an air conditioner’s.',
      ],
      [
        'Does a heat pump work in cold weather?',
        'Yes, though it gives less heat as the outdoor air gets colder. In cold climates it is paired with electric heat in the air handler or with a gas furnace that takes over on the coldest days.',
      ],
      [
        'Why does my heat pump steam in winter?',
        'Frost builds up on the outdoor coil in cold, damp weather. The heat pump melts it with a defrost cycle of a few minutes, and the steam you see is normal.',
      ],
    ]),
    dealerBanner(
      'One system for every season',
      'A local dealer can tell you whether a heat pump suits your climate and give you an exact installed price.',
    ),
    ...demoNote(),
  ],
})
