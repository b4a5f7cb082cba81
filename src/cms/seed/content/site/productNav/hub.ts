import type { ProductHubBlock } from '../../../../../payload-types'
import type { DemoImages } from '../../../media/imageKeys'
import { buttons, heading, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'
import {
  DEALER_PATH,
  DEMO_NOTE,
  IAQ_PATH,
  LIGHT_COMMERCIAL_PATH,
  PRODUCTS_PATH,
  PURIFICATION_PATH,
} from './shared'

/**
 * /products: the product hub (spec §2). Replaces the short product overview of pages.ts; nothing in the tests
 * depends on that page's text, and the links it had (furnaces, air conditioners, heat pumps and their
 * starting prices) are all here.
 */
export const productHubPage = (images: DemoImages): DemoPage => {
  const hub: ProductHubBlock = {
    blockType: 'productHub',
    navLabel: 'Product categories',
    sections: [
      {
        title: 'Traditional split systems',
        anchor: 'traditional-split-systems',
        intro:
          'Most homes with ducts use a split system: an outdoor unit that moves heat, and an indoor unit that blows air through your ducts. Your dealer matches the two halves so they work at their rated efficiency.',
        cards: [
          {
            image: images['slide-air-conditioner'],
            name: 'Air conditioner with gas furnace',
            text: 'The classic pairing for cold winters: the furnace heats with gas, the air conditioner cools in summer, and they share one blower and one set of ducts.',
            link: '/products/air-conditioners/',
          },
          {
            image: images['slide-heat-pump'],
            name: 'Heat pump with air handler',
            text: 'One outdoor unit that both heats and cools with electricity, paired with an indoor air handler. A good fit where winters are mild.',
            link: '/products/heat-pumps/',
          },
          {
            image: images['unit-coil'],
            name: 'Indoor coils',
            text: 'The coil sits on your furnace or in your air handler and takes heat out of the air. A matched coil keeps the outdoor unit running at its rated efficiency.',
            link: '/products/coils/',
          },
        ],
      },
      {
        title: 'Heating and cooling products',
        anchor: 'heating-cooling',
        intro:
          'The main pieces of a home comfort system, with installed starting prices before tax. Your dealer’s quote depends on your home, your ducts and the model you choose.',
        cards: [
          {
            image: images['slide-furnace'],
            name: 'Gas furnaces',
            text: '80% and 90% efficiency (AFUE) models. Installed from $3,400.',
            link: '/products/furnaces/',
          },
          {
            image: images['slide-air-conditioner'],
            name: 'Air conditioners',
            text: 'Outdoor units that cool and dry the air in summer. Installed from $5,400.',
            link: '/products/air-conditioners/',
          },
          {
            image: images['slide-heat-pump'],
            name: 'Heat pumps',
            text: 'Heat in winter and cool in summer with one outdoor unit. Installed from $5,800.',
            link: '/products/heat-pumps/',
          },
          {
            image: images['slide-air-handler'],
            name: 'Air handlers',
            text: 'The indoor blower cabinet for a heat pump or an all-electric home. Installed from $3,600.',
            link: '/products/air-handlers/',
          },
        ],
      },
      {
        title: 'Thermostats',
        anchor: 'thermostat-controls',
        intro:
          'The thermostat tells your system when to run. A good one saves energy without making you think about it.',
        cards: [
          {
            image: images['slide-thermostat'],
            name: 'Smart thermostats',
            text: 'Touch-screen thermostats you can set from your phone, with schedules and service reminders.',
            link: '/products/thermostat-controls/smart-thermostats/',
          },
          {
            image: images['hero-living-room'],
            name: 'Traditional thermostats',
            text: 'Simple, reliable wall thermostats with clear buttons, for homes that want no app and no Wi-Fi.',
            link: '/products/thermostat-controls/traditional-thermostats/',
          },
          {
            image: images['unit-zoning'],
            name: 'Zoning',
            text: 'Dampers in your ducts and a control panel let upstairs and downstairs have their own temperatures.',
            link: '/products/zoning/',
          },
        ],
      },
      {
        title: 'Packaged systems',
        anchor: 'packaged-system',
        intro:
          'A packaged system puts heating and cooling in one outdoor cabinet, on a pad beside the house or on the roof. It suits homes without room indoors for a furnace or air handler.',
        cards: [
          {
            image: images['unit-packaged'],
            name: 'Gas/electric packaged systems',
            text: 'Gas heating and electric cooling in one cabinet.',
            link: '/products/packaged-system/gas-electric-packaged-systems/',
          },
          {
            image: images['unit-packaged'],
            name: 'Heat pump packaged systems',
            text: 'All-electric heating and cooling in one cabinet.',
            link: '/products/packaged-system/heat-pump-packaged-systems/',
          },
          {
            image: images['unit-packaged'],
            name: 'Air conditioner packaged systems',
            text: 'Cooling in one cabinet, with optional electric heat.',
            link: '/products/packaged-system/air-conditioner-packaged-systems/',
          },
          {
            image: images['unit-packaged'],
            name: 'Hybrid comfort systems',
            text: 'A heat pump and a gas furnace in one cabinet, switching to whichever costs less to run.',
            link: '/products/packaged-system/hybrid-comfort-systems/',
          },
        ],
      },
      {
        title: 'Ductless systems (mini-split)',
        anchor: 'ductless-systems',
        intro:
          'No ducts? A ductless system heats and cools with slim indoor heads on the wall, each connected to an outdoor unit by a small line set.',
        cards: [
          {
            image: images['card-ductless'],
            name: 'Single-zone ductless',
            text: 'One indoor head for one room, such as an addition, a sunroom or a garage workshop.',
            link: '/products/ductless/single-zone/',
          },
          {
            image: images['hero-outdoor-units'],
            name: 'Multi-zone ductless',
            text: 'Up to several indoor heads on one outdoor unit, each room set to its own temperature.',
            link: '/products/ductless/multi-zone/',
          },
        ],
      },
      {
        title: 'Indoor air quality',
        anchor: 'indoor-air-quality',
        intro:
          'Your system moves all the air in your home several times an hour. Air-quality products clean it, add moisture to it or freshen it on the way.',
        cards: [
          {
            image: images['unit-air-cleaner'],
            name: 'Air cleaners',
            text: 'Whole-home air cleaners capture up to 99.98% of particles in the air that passes through them.',
            link: `${PURIFICATION_PATH}/`,
          },
          {
            image: images['unit-humidifier'],
            name: 'Humidifiers',
            text: 'Add moisture to dry winter air, for homes up to 4,200 or 5,000 sq ft.',
            link: `${IAQ_PATH}/humidity-control/`,
          },
          {
            image: images['unit-ventilator'],
            name: 'Ventilation',
            text: 'Bring in fresh outdoor air and send stale air out, while keeping most of the heat or cool.',
            link: `${IAQ_PATH}/ventilation/`,
          },
        ],
      },
      {
        title: 'Smart connected features',
        anchor: 'smart-connected-features',
        intro:
          'Connected thermostats let you and, if you agree, your dealer keep an eye on your system from anywhere.',
        cards: [
          {
            image: images['app-phone'],
            name: 'Home comfort app',
            text: 'Change the temperature, set schedules and see filter reminders from your phone.',
            link: '/products/thermostat-controls/smart-thermostats/',
          },
          {
            image: images['hero-technician'],
            name: 'Dealer alerts',
            text: 'With your permission, your dealer is told about a fault code and can often arrive with the right part.',
            link: DEALER_PATH,
          },
        ],
      },
      {
        title: 'Light Commercial',
        anchor: 'light-commercial',
        intro: 'Rooftop and split units for shops, offices, restaurants and other small buildings.',
        cards: [
          {
            image: images['unit-rooftop'],
            name: 'Light commercial units',
            text: 'Packaged rooftop units and split systems from 3 to 25 tons, with resources for owners and contractors.',
            link: `${LIGHT_COMMERCIAL_PATH}/`,
          },
        ],
      },
    ],
  }
  return {
    title: 'Products',
    path: PRODUCTS_PATH,
    seo: {
      title: 'Heating and cooling products',
      description:
        'Alderline furnaces, air conditioners, heat pumps, thermostats, packaged, ductless, air-quality and light commercial products, by category.',
    },
    layout: [
      heading('Heating and cooling products', 'h1'),
      paragraph(
        'Every system is matched to your home by a local dealer. Start with the kind of system you have or need; each section links to the products in it.',
      ),
      hub,
      heading('Not sure where to start?'),
      paragraph(
        'A dealer can visit, measure your home and check your ducts, then recommend a system and give you an installed price. Ductwork, when a home needs it, usually adds $3,000 to $10,000.',
      ),
      buttons({ label: 'Find a dealer', url: DEALER_PATH, variant: 'primary' }),
      paragraph(DEMO_NOTE),
    ],
  }
}
