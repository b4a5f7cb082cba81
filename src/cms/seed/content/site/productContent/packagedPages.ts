import type { DemoImages } from '../../../media/imageKeys'
import { columns, heading, list, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'
import { WARRANTY_TEXT, dealerBanner, dealerSteps, demoNote, half, productHero, questions } from './shared'

const BASE = '/products/packaged-system'

/** What every packaged system shares, answered once. */
const packagedQuestion = (): [string, string] => [
  'What is a packaged system?',
  'Everything a split system keeps in two cabinets, in one cabinet outside your home: on a concrete pad beside it or on the roof. Ducts run from it through a wall or the roof into your home. It suits homes without room indoors for a furnace or air handler, such as homes on a slab or manufactured homes.',
]

type Packaged = {
  slug: string
  title: string
  seoTitle: string
  description: string
  heroText: string
  alt: string
  what: string[]
  bestFor: string[]
  questions: [string, string][]
}

const packagedPage =
  (p: Packaged) =>
  (images: DemoImages): DemoPage => ({
    title: p.title,
    path: `${BASE}/${p.slug}`,
    seo: { title: p.seoTitle, description: p.description },
    layout: [
      productHero(images, {
        eyebrow: 'Packaged systems',
        title: p.title,
        text: p.heroText,
        image: 'unit-packaged',
        alt: p.alt,
      }),
      columns(
        half,
        [heading('How it works', 'h2'), paragraph(...p.what)],
        [heading('A good fit for', 'h2'), list(p.bestFor)],
      ),
      questions(`${p.title} questions`, [
        packagedQuestion(),
        ...p.questions,
        ['What warranty comes with it?', WARRANTY_TEXT],
      ]),
      dealerBanner(
        'Is a packaged system right for your home?',
        'A local dealer can size one for your home and give you an installed price.',
      ),
      ...demoNote(),
    ],
  })

export const gasElectricPackagedPage = packagedPage({
  slug: 'gas-electric-packaged-systems',
  title: 'Gas/electric packaged systems',
  seoTitle: 'Gas/electric packaged systems',
  description:
    'A gas furnace and an air conditioner in one outdoor cabinet: gas heat in winter, electric cooling in summer.',
  heroText:
    'Gas heat and electric cooling in one cabinet outside your home, so nothing takes up room indoors.',
  alt: 'A packaged heating and cooling unit on a pad beside a house.',
  what: [
    'A gas burner heats your home in winter and an air conditioner cools it in summer. One blower moves the air through your ducts in both seasons.',
    'Heating efficiency is given in AFUE, cooling efficiency in SEER.',
  ],
  bestFor: [
    'Homes with natural gas service and cold winters',
    'Homes without a basement, attic or closet for indoor equipment',
    'Replacing an existing gas packaged unit',
  ],
  questions: [
    [
      'Does it need a gas line outside?',
      'Yes. The unit connects to your gas supply outdoors and vents its exhaust from the cabinet, so no flue runs through your home.',
    ],
  ],
})

export const heatPumpPackagedPage = packagedPage({
  slug: 'heat-pump-packaged-systems',
  title: 'Heat pump packaged systems',
  seoTitle: 'Heat pump packaged systems',
  description: 'A heat pump and its air handler in one outdoor cabinet: all-electric heating and cooling.',
  heroText: 'All-electric heating and cooling from one cabinet outside your home.',
  alt: 'A packaged heat pump unit on a pad beside a house.',
  what: [
    'The heat pump moves heat out of your home in summer and into it in winter. An electric heater in the cabinet can add warmth on the coldest days.',
    'Cooling efficiency is given in SEER, heating efficiency in HSPF.',
  ],
  bestFor: [
    'Homes without natural gas',
    'Mild and warm climates where winters are short',
    'Homes without room indoors for equipment',
  ],
  questions: [
    [
      'Will it keep my home warm in winter?',
      'In mild and moderate climates, yes. Where winters are long and cold, ask your dealer about a hybrid comfort system, which adds gas heat.',
    ],
  ],
})

export const airConditionerPackagedPage = packagedPage({
  slug: 'air-conditioner-packaged-systems',
  title: 'Air conditioner packaged systems',
  seoTitle: 'Air conditioner packaged systems',
  description:
    'An air conditioner and its blower in one outdoor cabinet, for cooling with no equipment indoors.',
  heroText:
    'Central cooling from one cabinet outside your home, with room for electric heat when you need it.',
  alt: 'A packaged air conditioner on a pad beside a house.',
  what: [
    'The cabinet holds the compressor, both coils and the blower. It cools the air and sends it through your ducts; an optional electric heater adds warmth in winter.',
    'Cooling efficiency is given in SEER.',
  ],
  bestFor: [
    'Warm climates where cooling matters most',
    'Homes with a separate heating system, or that need little heat',
    'Rooftop or slab installations',
  ],
  questions: [
    [
      'Can it heat my home too?',
      'Only with an electric heater added to the cabinet. For regular heating, a gas/electric or heat pump packaged system costs less to run.',
    ],
  ],
})

export const hybridPackagedPage = packagedPage({
  slug: 'hybrid-comfort-systems',
  title: 'Hybrid comfort systems',
  seoTitle: 'Hybrid comfort packaged systems',
  description:
    'A heat pump and a gas furnace in one outdoor cabinet: the system heats with whichever costs less for the weather.',
  heroText: 'A heat pump and a gas furnace in one cabinet, each heating when it costs less to run.',
  alt: 'A hybrid packaged unit on a pad beside a house.',
  what: [
    'The heat pump heats your home on mild days and cools it in summer. When it gets cold enough that gas heat costs less, the gas burner takes over.',
    'The switch happens on its own at a temperature your dealer sets with you.',
  ],
  bestFor: [
    'Homes with natural gas in climates with cold winters',
    'Homeowners who want the lowest heating bill through the whole winter',
    'Homes without room indoors for equipment',
  ],
  questions: [
    [
      'Why have two kinds of heat?',
      'A heat pump is most efficient in mild weather and gives less heat as it gets colder. Gas heat stays strong in any weather. Together they keep you warm for less.',
    ],
  ],
})

const DUCTLESS = '/products/ductless'

export const singleZonePage = (images: DemoImages): DemoPage => ({
  title: 'Single-zone ductless systems',
  path: `${DUCTLESS}/single-zone`,
  seo: {
    title: 'Single-zone ductless systems',
    description:
      'One outdoor unit and one indoor unit: heating and cooling for a single room or addition, with no ducts.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Ductless systems',
      title: 'Single-zone ductless systems',
      text: 'Heat and cool one room, an addition or a converted garage without ducts: one outdoor unit connected to one indoor unit.',
      image: 'card-ductless',
      alt: 'A ductless indoor unit mounted high on a bedroom wall.',
    }),
    columns(
      half,
      [
        heading('How it works', 'h2'),
        paragraph(
          'A small outdoor heat pump connects to an indoor unit on the wall or ceiling through a refrigerant line that passes through a small hole in the wall. The indoor unit has its own remote control.',
          'It heats and cools, and because no air is lost through ducts, more of the energy reaches the room.',
        ),
      ],
      [
        heading('A good fit for', 'h2'),
        list([
          'Additions, sunrooms and converted attics or garages',
          'A room that is always too hot or too cold',
          'Homes with boilers or baseboard heat and no ducts',
        ]),
      ],
    ),
    questions('Single-zone questions', [
      [
        'How long does installation take?',
        'Usually a day. There are no ducts to build: the dealer mounts the indoor unit, sets the outdoor unit and connects them.',
      ],
      [
        'Can I add more rooms later?',
        'A single-zone outdoor unit serves one indoor unit. If you plan to add rooms, ask about a multi-zone system.',
      ],
    ]),
    dealerBanner(
      'Comfort for that one room',
      'A local dealer can size a ductless system for the room and give you a price.',
    ),
    ...demoNote(),
  ],
})

export const multiZonePage = (images: DemoImages): DemoPage => ({
  title: 'Multi-zone ductless systems',
  path: `${DUCTLESS}/multi-zone`,
  seo: {
    title: 'Multi-zone ductless systems',
    description:
      'One outdoor unit and several indoor units: heating and cooling for several rooms without ducts, each with its own temperature.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Ductless systems',
      title: 'Multi-zone ductless systems',
      text: 'Heat and cool several rooms without ducts, each at its own temperature, from one outdoor unit.',
      image: 'card-ductless',
      alt: 'A ductless indoor unit above a living room window.',
    }),
    dealerSteps('Planning a multi-zone system', [
      ['Choose the rooms', 'Decide which rooms need heating and cooling; each gets its own indoor unit.'],
      [
        'Pick the indoor units',
        'Wall-mounted units suit most rooms; ceiling cassettes and slim ducted units hide away where a wall unit will not fit.',
      ],
      [
        'Size the outdoor unit',
        'Your dealer sizes one outdoor unit for all the indoor units together, from each room’s size, windows and insulation.',
      ],
    ]),
    columns(
      half,
      [
        heading('Every room its own zone', 'h2'),
        paragraph(
          'Each indoor unit has its own control, so a bedroom can stay cool while the living room is warmer, and empty rooms can be turned down.',
        ),
      ],
      [
        heading('Single-zone or multi-zone?', 'h2'),
        paragraph(
          'One room needs one indoor unit: a single-zone system. Several rooms can share one outdoor unit with a multi-zone system, which takes less space outside than several single-zone units.',
        ),
      ],
    ),
    dealerBanner(
      'Plan your zones with a dealer',
      'A local dealer can lay out the indoor units and give you a price.',
    ),
    ...demoNote(),
  ],
})
