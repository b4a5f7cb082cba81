import type { PageNavBlock, ReviewPlaceholderBlock, StickyCtaBlock } from '../../../../payload-types'
import type { DemoImages } from '../../media/imageKeys'
import { heading, list, paragraph } from '../blocks'
import type { DemoPage } from '../pages'

/** The maintenance tips pages of the demo (spec §2: /resources/maintenance-tips/{slug}). */
const TIPS_PATH = '/resources/maintenance-tips'

const DEMO_NOTE =
  'Demo content: Alderline is a fictional brand. These tips are general sample guidance; follow the manual that came with your equipment.'

type Tips = {
  slug: string
  navLabel: string
  title: string
  description: string
  intro: string
  often: { heading: string; items: string[] }
  yearly: { heading: string; items: string[] }
  productId: string
  product: string
}

const TIPS: Tips[] = [
  {
    slug: 'air-conditioners',
    navLabel: 'Air conditioners',
    title: 'Air conditioner maintenance tips',
    description: 'Simple checks that keep an air conditioner cooling quietly and efficiently.',
    intro:
      'A little care keeps an air conditioner cooling quietly and efficiently all summer. These are the checks a homeowner can do; leave refrigerant and electrical work to your dealer.',
    often: {
      heading: 'Every month in the cooling season',
      items: [
        'Check the air filter and replace it when it looks grey or dusty.',
        'Keep 2 feet (60 cm) clear around the outdoor unit: trim plants and clear leaves and grass clippings.',
        'Make sure supply and return vents are open and not blocked by furniture or rugs.',
      ],
    },
    yearly: {
      heading: 'Each spring',
      items: [
        'Switch the power off at the outdoor disconnect, then rinse the coil fins gently with a garden hose.',
        'Check that the condensate drain line near the indoor coil runs freely.',
        'Book a professional tune-up before the first hot week.',
      ],
    },
    productId: 'ALD-AC16-DEMO',
    product: 'the demo AL16 air conditioner',
  },
  {
    slug: 'gas-furnaces',
    navLabel: 'Gas furnaces',
    title: 'Gas furnace maintenance tips',
    description: 'Checks that help a gas furnace start reliably and burn cleanly all winter.',
    intro:
      'Before the heating season, a few simple checks help your gas furnace start reliably and burn cleanly. Anything involving the gas valve, burners or venting is a job for a licensed dealer.',
    often: {
      heading: 'Every month in the heating season',
      items: [
        'Check the air filter and replace it when it looks grey or dusty.',
        'Keep the area around the furnace clear of boxes, paint and cleaning products.',
        'Listen for new rattles, squeals or booms when the furnace starts, and tell your dealer about them.',
      ],
    },
    yearly: {
      heading: 'Each fall',
      items: [
        'Test your carbon monoxide alarms and replace their batteries.',
        'Check that the intake and exhaust pipes outside are clear of leaves, snow and nests.',
        'Have a dealer inspect the heat exchanger, burners and venting.',
        'If you ever smell gas, leave the house and call your gas utility from outside.',
      ],
    },
    productId: 'ALD-GF96-DEMO',
    product: 'the demo AL96 gas furnace',
  },
  {
    slug: 'heat-pumps',
    navLabel: 'Heat pumps',
    title: 'Heat pump maintenance tips',
    description: 'Season-by-season care for a heat pump that heats and cools all year.',
    intro:
      'A heat pump works all year, heating in winter and cooling in summer, so it is worth a quick check at the start of each season.',
    often: {
      heading: 'Every month',
      items: [
        'Check the air filter every month and replace it at least every three months.',
        'Keep snow, ice and leaves off and around the outdoor unit; never cover it while it can run.',
        'A few minutes of steam from the outdoor unit in winter is the defrost cycle and is normal.',
      ],
    },
    yearly: {
      heading: 'Twice a year',
      items: [
        'Switch the power off, then rinse the outdoor coil gently with a garden hose.',
        'Check that the outdoor unit sits level on its pad and that water drains away from it.',
        'Have a dealer check the refrigerant charge and the defrost controls.',
      ],
    },
    productId: 'ALD-HP16-DEMO',
    product: 'the demo AL16 heat pump',
  },
]

// Each page gets its own block objects: the CMS may write ids into what it is given.

/** The navigation among the maintenance tips pages; every one of them carries it. */
export const maintenanceNav = (): PageNavBlock => ({
  blockType: 'pageNav',
  label: 'Maintenance tips',
  items: TIPS.map((tips) => ({ label: tips.navLabel, url: `${TIPS_PATH}/${tips.slug}` })),
})

const stickyCta = (): StickyCtaBlock => ({
  blockType: 'stickyCta',
  label: 'Build your own system',
  url: '/resources/build-your-own-system/',
  text: 'Time for a new system? See what it costs in a few steps.',
})

const reviews = (tips: Tips): ReviewPlaceholderBlock => ({
  blockType: 'reviewPlaceholder',
  productId: tips.productId,
  label: `Ratings and reviews of ${tips.product}`,
})

function tipsPage(tips: Tips): (images: DemoImages) => DemoPage {
  return () => ({
    title: tips.title,
    path: `${TIPS_PATH}/${tips.slug}`,
    seo: { description: tips.description },
    layout: [
      heading(tips.title, 'h1'),
      maintenanceNav(),
      paragraph(tips.intro),
      heading(tips.often.heading),
      list(tips.often.items),
      heading(tips.yearly.heading),
      list(tips.yearly.items),
      reviews(tips),
      paragraph(DEMO_NOTE),
      stickyCta(),
    ],
  })
}

export const maintenancePages = TIPS.map(tipsPage)
