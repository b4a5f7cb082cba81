import type { ProductSelectorBlock } from '../../../../../payload-types'
import type { DemoImages } from '../../../media/imageKeys'
import { columns, heading, list, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'
import { dealerBanner, dealerSteps, demoNote, half, productHero, questions } from './shared'

const thermostatSelector = (images: DemoImages): ProductSelectorBlock => ({
  blockType: 'productSelector',
  title: 'Which thermostat fits how you live?',
  items: [
    {
      text: 'Smart',
      details:
        'Connects to your home Wi-Fi. Change the temperature and schedule from your phone, and get reminders when the filter or a tune-up is due.',
      handCopy: 'Installed and connected by your dealer',
      exclusiveCopy: 'Controls every stage and speed of a variable-speed system',
      energyCopy: 'Lets you turn the temperature back from anywhere',
      href: '/products/thermostat-controls/smart-thermostats',
      linkLabel: 'About smart thermostats',
      image: images['slide-thermostat'],
    },
    {
      text: 'Programmable',
      details:
        'Runs a weekly schedule you set on the thermostat, lowering the heat at night and while you are away.',
      handCopy: 'Simple buttons on a clear display',
      exclusiveCopy: 'Separate schedules for weekdays and weekends',
      energyCopy: 'Saves energy while you sleep and while you are out',
      href: '/products/thermostat-controls/traditional-thermostats',
      linkLabel: 'About traditional thermostats',
      image: images['hero-living-room'],
    },
    {
      text: 'Non-programmable',
      details:
        'Holds the temperature you set until you change it. The simplest choice for a home that is rarely empty.',
      handCopy: 'Large, easy-to-read display',
      exclusiveCopy: 'Nothing to set up',
      energyCopy: 'Turn it back by hand when you leave',
      href: '/products/thermostat-controls/traditional-thermostats',
      linkLabel: 'About traditional thermostats',
      image: images['card-family'],
    },
  ],
})

export const smartThermostatsPage = (images: DemoImages): DemoPage => ({
  title: 'Smart thermostats',
  path: '/products/thermostat-controls/smart-thermostats',
  seo: {
    title: 'Smart thermostats',
    description:
      'Smart Wi-Fi thermostats: control your heating and cooling from your phone, follow a schedule and get maintenance reminders.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Thermostats and controls',
      title: 'Smart thermostats',
      text: 'Control your heating and cooling from anywhere, keep a schedule that fits your week and know when your system needs care.',
      image: 'slide-thermostat',
      alt: 'A smart thermostat on a living room wall.',
    }),
    columns(
      half,
      [
        heading('What a smart thermostat does', 'h2'),
        list([
          'Change the temperature and the schedule from your phone',
          'See how long your system ran each day',
          'Get reminders to change the filter and book a tune-up',
          'Let your dealer see alerts from your system, with your permission',
        ]),
      ],
      [
        heading('Made for your system', 'h2'),
        paragraph(
          'A communicating smart thermostat controls every stage and speed of a two-stage or variable-speed system, which a basic thermostat cannot. Your dealer sets it up for your equipment.',
        ),
      ],
    ),
    thermostatSelector(images),
    questions('Smart thermostat questions', [
      [
        'Does a smart thermostat need Wi-Fi?',
        'It keeps heating and cooling your home without Wi-Fi, but you need a connection to use the phone app and to get reminders.',
      ],
      [
        'Can I install it myself?',
        'Have your dealer install it: the wiring differs from system to system, and a communicating thermostat has to be set up for your equipment.',
      ],
    ]),
    dealerBanner(
      'Upgrade your thermostat',
      'A local dealer can install and connect a smart thermostat for your system.',
    ),
    ...demoNote(),
  ],
})

export const traditionalThermostatsPage = (images: DemoImages): DemoPage => ({
  title: 'Traditional thermostats',
  path: '/products/thermostat-controls/traditional-thermostats',
  seo: {
    title: 'Traditional thermostats',
    description:
      'Programmable and non-programmable thermostats: simple, dependable control of your heating and cooling.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Thermostats and controls',
      title: 'Traditional thermostats',
      text: 'Simple, dependable control of your heating and cooling, without an app or an internet connection.',
      image: 'slide-thermostat',
      alt: 'A thermostat with a clear display on a wall.',
    }),
    columns(
      half,
      [
        heading('Programmable', 'h2'),
        paragraph(
          'Set a schedule once and the thermostat follows it: cooler while you sleep or are away in winter, warmer in summer, and comfortable again before you get up or come home.',
        ),
      ],
      [
        heading('Non-programmable', 'h2'),
        paragraph(
          'Holds the temperature you choose until you change it. A good fit when someone is home most of the day.',
        ),
      ],
    ),
    questions('Thermostat questions', [
      [
        'Where should a thermostat go?',
        'On an inside wall of a room you use often, away from sunlight, lamps, doors and supply vents, which would make it read the wrong temperature.',
      ],
      [
        'Will it work with a heat pump?',
        'Choose a thermostat made for heat pumps: it controls the reversing valve and the backup heat. Your dealer can tell you which models fit your system.',
      ],
      [
        'When should I choose a smart thermostat instead?',
        'When you want to change settings from your phone, or when you have a two-stage or variable-speed system that a communicating thermostat controls best.',
      ],
    ]),
    dealerBanner(
      'Not sure which thermostat you need?',
      'A local dealer can recommend and install one that fits your system.',
    ),
    ...demoNote(),
  ],
})

export const zoningPage = (images: DemoImages): DemoPage => ({
  title: 'Zoning',
  path: '/products/zoning',
  seo: {
    title: 'Zoning systems',
    description:
      'Heat and cool each part of your home to its own temperature with zoning: dampers in the ducts and a thermostat in each zone.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Thermostats and controls',
      title: 'Zoning',
      text: 'Keep the upstairs as comfortable as the downstairs. Zoning lets one system heat and cool each part of your home to its own temperature.',
      image: 'unit-zoning',
      alt: 'A zoning control panel with dampers in the ductwork.',
    }),
    dealerSteps('How zoning works', [
      [
        'A thermostat in each zone',
        'Each area of your home, such as upstairs and downstairs, gets its own thermostat.',
      ],
      [
        'Dampers in the ducts',
        'Motorized dampers in the ductwork open to send air where it is needed and close where it is not.',
      ],
      [
        'A control panel runs it all',
        'The panel reads every thermostat and tells the system and the dampers what to do.',
      ],
    ]),
    columns(
      half,
      [
        heading('Homes that gain the most', 'h2'),
        list([
          'Two-story homes where heat rises and the upstairs runs warm',
          'Rooms over a garage, or with large windows',
          'Homes where people want different temperatures in different rooms',
        ]),
      ],
      [
        heading('Best with a two-stage or variable-speed system', 'h2'),
        paragraph(
          'When only one zone calls for air, a system that can run at a lower speed delivers just what that zone needs, quietly and without wasting energy.',
        ),
      ],
    ),
    questions('Zoning questions', [
      [
        'Can zoning be added to my existing system?',
        'Often, yes. Dampers are fitted into the existing ducts. A dealer checks whether your ducts and equipment suit zoning.',
      ],
      [
        'Is ductless a form of zoning?',
        'Yes. Each ductless indoor unit has its own control, so every room it serves is its own zone.',
      ],
    ]),
    dealerBanner('End the hot and cold rooms', 'A local dealer can tell you whether zoning suits your home.'),
    ...demoNote(),
  ],
})
