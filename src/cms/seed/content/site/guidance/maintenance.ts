import type { MaintenanceGridBlock, StickyCtaBlock } from '../../../../../payload-types'
import {
  defaultMaintenanceCards,
  guidePath,
  MAINTENANCE_PATH,
  type GuideSlug,
} from '../../../../../domain/guidance/guides'
import type { DemoImages } from '../../../media/imageKeys'
import { heading, list, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'

/**
 * The maintenance tip pages beyond the three of demo/maintenance.ts (air conditioners, gas furnaces, heat
 * pumps), written in the same shape: a title, an introduction, what to do often and what to do once or twice
 * a year, then the grid of all maintenance pages and the sticky call to action.
 */

const DEMO_NOTE =
  'Demo content: Alderline is a fictional brand. These tips are general sample guidance; follow the manual that came with your equipment.'

type Section = { heading: string; items: string[]; ordered?: boolean }

type Tips = {
  slug: GuideSlug
  title: string
  description: string
  intro: string
  sections: Section[]
}

const TIPS: Tips[] = [
  {
    slug: 'air-handlers',
    title: 'Air handler maintenance tips',
    description: 'Simple care that keeps an air handler moving air quietly and draining properly.',
    intro:
      'The air handler moves air through your home and holds the indoor coil, and often electric heat. A clean filter and a clear drain do most of the work; leave the electrical parts and the heat strips to your dealer.',
    sections: [
      {
        heading: 'Every month',
        items: [
          'Check the air filter and replace it when it looks grey or dusty, at least every three months.',
          'Keep the area around the air handler clear so air can reach the return and a technician can reach the panels.',
          'In the cooling season, look at the drain pan and the floor around the unit for water.',
        ],
      },
      {
        heading: 'Each spring',
        items: [
          'Check that the condensate drain line runs freely; if it has a capped cleanout, pour in a cup of white vinegar.',
          'In an attic, check that the extra drain pan under the unit is dry.',
          'Book a professional tune-up: the dealer cleans the blower, checks the coil and tests the electric heat.',
        ],
      },
    ],
  },
  {
    slug: 'oil-furnaces',
    title: 'Oil furnace maintenance tips',
    description: 'Checks that keep an oil furnace burning cleanly, and the yearly cleaning it needs.',
    intro:
      'An oil furnace needs a professional cleaning every year to burn cleanly and safely. Between visits, a few simple checks help it start reliably all winter.',
    sections: [
      {
        heading: 'Every month in the heating season',
        items: [
          'Check the air filter and replace it when it looks grey or dusty.',
          'Read the gauge on the oil tank and order oil before it drops below a quarter.',
          'Keep the area around the furnace and tank clear of boxes, paint and rags.',
          'Look for soot around the furnace and near the vents, and call your dealer if you see any.',
        ],
      },
      {
        heading: 'Each year, before the heating season',
        items: [
          'Have a dealer clean the burner, replace the oil filter and nozzle and test the combustion.',
          'Have the chimney or vent pipe checked for blockages and leaks.',
          'Test your carbon monoxide alarms and replace their batteries.',
          'Check that the tank’s fill pipe and vent outside are clear, and look for leaks or rust on the tank.',
        ],
      },
    ],
  },
  {
    slug: 'ductless-systems',
    title: 'Ductless system maintenance tips',
    description: 'How to clean the filters of a ductless mini-split and keep its outdoor unit clear.',
    intro:
      'A ductless (mini-split) system has washable filters behind the front panel of each indoor unit. Keeping them clean is the most useful thing you can do for comfort and efficiency.',
    sections: [
      {
        heading: 'Every two to four weeks in heavy use',
        items: [
          'Switch the indoor unit off, lift the front panel and slide out the filters.',
          'Vacuum off the dust, or rinse the filters in lukewarm water, and let them dry completely out of direct sun before you put them back.',
          'Wipe the front of the indoor unit with a soft, dry cloth.',
          'Keep 2 feet (60 cm) clear around the outdoor unit and keep snow off it in winter.',
        ],
      },
      {
        heading: 'Once a year',
        items: [
          'Have a dealer clean the indoor coil and the blower wheel, which you cannot reach safely yourself.',
          'Check that the insulation on the pipes between the units is whole and not cracked by the sun.',
          'Replace the batteries in the remote.',
        ],
      },
    ],
  },
  {
    slug: 'air-quality',
    title: 'Indoor air quality maintenance tips',
    description:
      'Filter, humidifier, ventilator and UV lamp care that keeps indoor air clean and comfortable.',
    intro:
      'Air cleaners, humidifiers and ventilators only help while their filters and pads are fresh. Most of this care takes a few minutes a season.',
    sections: [
      {
        heading: 'Every few months',
        items: [
          'Replace the media filter of your air cleaner when it is grey; it lasts up to 6 months.',
          'Clean the ventilator’s filters every three months, and clear leaves and snow from its outside hoods.',
          'Keep the humidifier set between 30 and 40% in winter, lower on very cold days if windows fog.',
        ],
      },
      {
        heading: 'Each season',
        items: [
          'At the start of the heating season, replace the humidifier’s water panel, open its water valve and set its damper to winter.',
          'At the end of the heating season, close the humidifier’s water valve and set its damper to summer.',
          'Have a dealer replace the UV lamp, usually once a year; never look at a lit UV lamp.',
        ],
      },
    ],
  },
  {
    slug: 'packaged-systems',
    title: 'Packaged system maintenance tips',
    description: 'Care for an all-in-one packaged system on a slab or a roof, season by season.',
    intro:
      'A packaged system holds the whole system in one outdoor cabinet. Keep the air around it clear and the filter fresh, and leave anything on a roof to your dealer.',
    sections: [
      {
        heading: 'Every month',
        items: [
          'Check the filter, often behind a return grille inside the house, and replace it when it looks grey or dusty.',
          'Keep 2 feet (60 cm) clear around a unit on the ground, and keep its top free of leaves and branches.',
          'On a gas-electric unit, check that the vent hood on the side of the cabinet is clear of snow, leaves and nests.',
        ],
      },
      {
        heading: 'Twice a year',
        items: [
          'Book a tune-up in spring for cooling and in fall for heating.',
          'Ask your dealer to change a filter that sits inside the cabinet, and to check the drain and the burner or heat pump controls.',
          'Never climb onto a roof to check a rooftop unit yourself.',
        ],
      },
    ],
  },
  {
    slug: 'clean-or-change-filter',
    title: 'How to clean or change your air filter',
    description: 'How often to change an air filter, and how to do it in a few minutes.',
    intro:
      'A clean filter keeps dust out of your home and out of your system. It is the simplest and most useful care you can give a furnace, air conditioner, heat pump or air handler.',
    sections: [
      {
        heading: 'How often',
        items: [
          'Check the filter every month, and more often with pets, during building work or in heavy use.',
          'Replace a 1-inch filter every one to three months.',
          'Replace a thick media filter when it is grey; it lasts up to 6 months.',
          'Rinse a washable filter and let it dry completely before you put it back.',
        ],
      },
      {
        heading: 'How to change it',
        ordered: true,
        items: [
          'Switch the system off at the thermostat.',
          'Find the filter: in a slot beside the furnace or air handler, or behind a return grille in a wall or ceiling.',
          'Note the size printed on the frame of the old filter and the arrow that shows the direction of airflow.',
          'Slide the old filter out and the new one in, with the arrow pointing toward the furnace or air handler, away from the return.',
          'Close the filter door or grille firmly, then switch the system back on.',
          'Write the date on the new filter’s frame so you know when to check it next.',
        ],
      },
    ],
  },
  {
    slug: 'coils',
    title: 'Coil maintenance tips',
    description: 'How to keep the indoor and outdoor coils of an air conditioner or heat pump clean.',
    intro:
      'The coils move the heat: the indoor coil above the furnace or in the air handler, and the outdoor coil around the outdoor unit. Clean fins and free airflow keep the system efficient.',
    sections: [
      {
        heading: 'Each season',
        items: [
          'Keep the air filter fresh: it is what keeps the indoor coil clean.',
          'Keep 2 feet (60 cm) clear around the outdoor unit, and clear grass clippings and leaves from its fins.',
          'Switch the power off at the outdoor disconnect, then rinse the outdoor coil gently with a garden hose; never use a pressure washer.',
        ],
      },
      {
        heading: 'Once a year',
        items: [
          'Have a dealer inspect and clean the indoor coil, which sits in a sealed cabinet.',
          'Ask for the drain pan and drain line to be checked and cleaned.',
          'Have bent fins straightened and the refrigerant charge checked.',
        ],
      },
    ],
  },
]

const stickyCta = (): StickyCtaBlock => ({
  blockType: 'stickyCta',
  label: 'Build your own system',
  url: '/resources/build-your-own-system/',
  text: 'Time for a new system? See what it costs in a few steps.',
})

/** The grid of maintenance pages; on a maintenance page it leaves out that page's own card. */
export const maintenanceGrid = (title = 'More maintenance tips'): MaintenanceGridBlock => ({
  blockType: 'maintenanceGrid',
  title,
  items: defaultMaintenanceCards(),
  leaveOutCurrentPage: true,
})

function tipsPage(tips: Tips): (images: DemoImages) => DemoPage {
  return () => ({
    title: tips.title,
    path: guidePath(MAINTENANCE_PATH, tips.slug),
    seo: { title: tips.title, description: tips.description },
    layout: [
      heading(tips.title, 'h1'),
      paragraph(tips.intro),
      ...tips.sections.flatMap((section) => [heading(section.heading), list(section.items, section.ordered)]),
      maintenanceGrid(),
      paragraph(DEMO_NOTE),
      stickyCta(),
    ],
  })
}

/** The seven maintenance tip pages this area adds (the other three are in demo/maintenance.ts). */
export const moreMaintenancePages = TIPS.map(tipsPage)
