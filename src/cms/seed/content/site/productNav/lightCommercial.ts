import type { CommercialResourceTabsBlock } from '../../../../../payload-types'
import type { DemoImages } from '../../../media/imageKeys'
import { buttons, heading, list, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'
import { categorySidebar, DEALER_PATH, DEMO_NOTE, LIGHT_COMMERCIAL_PATH, pageHero } from './shared'

/** /products/light-commercial: rooftop and split units for small buildings, with the resource tabs (spec §2). */
export const lightCommercialPage = (images: DemoImages): DemoPage => {
  const resources: CommercialResourceTabsBlock = {
    blockType: 'commercialResourceTabs',
    title: 'Light commercial resources',
    intro:
      'Everything an owner or facility manager needs to choose, run and look after heating and cooling for a small commercial building.',
    minTons: 3,
    maxTons: 25,
    tabs: [
      {
        label: 'Products',
        intro:
          'Light commercial equipment comes in two main layouts. Your contractor recommends one from your building and its roof.',
        links: [
          {
            label: 'Packaged rooftop units',
            url: '/products/packaged-system/gas-electric-packaged-systems/',
            description: 'Heating and cooling in one cabinet on the roof, leaving floor space free.',
          },
          {
            label: 'Heat pump packaged units',
            url: '/products/packaged-system/heat-pump-packaged-systems/',
            description: 'All-electric heating and cooling for buildings without gas.',
          },
          {
            label: 'Split systems',
            url: '/products/#traditional-split-systems',
            description:
              'An outdoor unit with an indoor furnace or air handler, for buildings with a mechanical room.',
          },
          {
            label: 'Smart controls',
            url: '/products/thermostat-controls/smart-thermostats/',
            description: 'Schedules for opening hours, and alerts when something needs attention.',
          },
        ],
      },
      {
        label: 'Planning',
        intro: 'A few things to have ready before a contractor visits.',
        links: [
          {
            label: 'Find a contractor',
            url: DEALER_PATH,
            description: 'Search for an Alderline dealer who installs light commercial equipment.',
          },
          {
            label: 'Leasing and monthly payments',
            url: '/pricing/leasing/',
            description: 'Spread the cost of new equipment over monthly payments with repairs included.',
          },
          {
            label: 'Warranty',
            url: '/warranty/',
            description: 'What the limited warranty covers and why to register within 60 days.',
          },
        ],
      },
      {
        label: 'Service',
        intro:
          'Rooftop units work hard all year. Regular service keeps them efficient and avoids emergency calls in peak season.',
        links: [
          {
            label: 'Packaged system maintenance tips',
            url: '/resources/maintenance-tips/packaged-systems/',
            description: 'Seasonal checks and what to leave to a technician.',
          },
          {
            label: 'Troubleshooting packaged systems',
            url: '/resources/troubleshooting/packaged-systems/',
            description: 'What to check before you call for service.',
          },
          {
            label: 'Changing filters',
            url: '/resources/maintenance-tips/clean-or-change-filter/',
            description: 'How often to check filters and how to change them safely.',
          },
        ],
      },
    ],
  }
  return {
    title: 'Light commercial',
    path: LIGHT_COMMERCIAL_PATH,
    seo: {
      title: 'Light commercial heating and cooling',
      description:
        'Rooftop and split heating and cooling units from 3 to 25 tons for shops, offices and other small buildings.',
    },
    layout: [
      pageHero(images, {
        eyebrow: 'Products',
        title: 'Light commercial heating and cooling',
        text: 'Rooftop and split units from 3 to 25 tons for shops, offices, restaurants and other small buildings.',
        image: 'unit-rooftop',
        alt: 'Illustration of a rooftop unit on a small commercial building.',
      }),
      categorySidebar(),
      heading('Built for the way small businesses run'),
      paragraph(
        'Customers notice when a shop is too warm or an office too cold. Light commercial units are built to run long hours, are easy for a technician to reach on the roof, and can be scheduled around your opening hours.',
      ),
      list([
        'Sizes from 3 to 25 tons, so one unit or several can serve the whole building.',
        'Gas/electric, heat pump and cooling-only models.',
        'Service panels and filters reachable without taking the cabinet apart.',
      ]),
      resources,
      heading('Talk to a contractor'),
      paragraph(
        'A contractor sizes equipment from your building’s floor area, windows, occupancy and the heat from lights, kitchens and equipment, and checks that your roof can carry the unit.',
      ),
      buttons({ label: 'Find a dealer', url: DEALER_PATH, variant: 'primary' }),
      paragraph(DEMO_NOTE),
    ],
  }
}
