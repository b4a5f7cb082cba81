import type { DemoImages } from '../../../media/imageKeys'
import { buttons, columns, heading, list, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'
import { WARRANTY_TEXT, dealerBanner, dealerSteps, demoNote, half, productHero, questions } from './shared'

export const airHandlersPage = (images: DemoImages): DemoPage => ({
  title: 'Air handlers',
  path: '/products/air-handlers',
  seo: {
    title: 'Air handlers',
    description:
      'What an air handler does, how it pairs with a heat pump or air conditioner, and what it costs to install.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Indoor units',
      title: 'Air handlers',
      text: 'An air handler is the indoor half of a heat pump or air conditioner system: it moves air across the coil and through your ducts. Installed prices start at $3,600 before tax.',
      image: 'slide-air-handler',
      alt: 'An air handler cabinet installed in a utility closet.',
    }),
    columns(
      half,
      [
        heading('What is inside', 'h2'),
        list([
          'A blower that pushes air through your ducts',
          'An indoor coil that takes heat out of the air in summer, or gives heat in winter with a heat pump',
          'Room for an electric heater that adds warmth on the coldest days',
          'A filter rack, so the air is filtered before it reaches the coil',
        ]),
      ],
      [
        heading('When you need one', 'h2'),
        paragraph(
          'Homes without a furnace use an air handler instead: it is what a heat pump or air conditioner pairs with indoors. Homes with a gas furnace use the furnace’s blower and a coil on top of it.',
          'Air handlers fit in closets, attics, basements and garages, standing up or lying on their side.',
        ),
      ],
    ),
    questions('Air handler questions', [
      [
        'Single-speed, multi-speed or variable-speed?',
        'A single-speed blower is on or off. A multi-speed blower has a few set speeds. A variable-speed blower changes speed smoothly: it is the quietest, keeps temperatures the most even and removes more humidity in summer.',
      ],
      [
        'How efficient is an air handler?',
        'An air handler has no efficiency rating of its own. The system is rated with the outdoor heat pump or air conditioner it is matched to, so your dealer picks the two together.',
      ],
      ['What warranty comes with it?', WARRANTY_TEXT],
    ]),
    dealerBanner(
      'Pair it with the right outdoor unit',
      'A local dealer matches the air handler to your heat pump or air conditioner and gives you an installed price.',
    ),
    ...demoNote(),
  ],
})

export const coilsPage = (images: DemoImages): DemoPage => ({
  title: 'Indoor coils',
  path: '/products/coils',
  seo: {
    title: 'Indoor coils',
    description:
      'What an indoor coil does, why it must match your outdoor unit, and the two demo coil lines: the Comfort Coil and the Platinum indoor coil.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Indoor units',
      title: 'Indoor coils',
      text: 'The indoor coil is where your air gets cool. It sits on top of your furnace or inside an air handler and works as a pair with the outdoor unit.',
      image: 'unit-coil',
      alt: 'An indoor coil in its cabinet, ready to fit on a furnace.',
    }),
    dealerSteps('How an indoor coil cools your home', [
      [
        'Warm air passes over the coil',
        'Your furnace or air handler blows the air from your rooms across the coil’s cold fins.',
      ],
      [
        'The refrigerant takes the heat',
        'Refrigerant inside the coil absorbs the heat, and moisture in the air condenses and drains away.',
      ],
      [
        'The outdoor unit releases it',
        'The refrigerant carries the heat to the outdoor unit, which releases it outside and sends the refrigerant back.',
      ],
    ]),
    columns(
      half,
      [
        heading('Comfort Coil', 'h2'),
        paragraph('A cased coil for most furnaces and air conditioners, for dependable everyday cooling.'),
        buttons({
          label: 'About the Comfort Coil',
          url: '/products/coils/comfort-coil',
          variant: 'secondary',
        }),
      ],
      [
        heading('Platinum indoor coil', 'h2'),
        paragraph(
          'An all-aluminum coil for two-stage and variable-speed systems, built to resist corrosion.',
        ),
        buttons({
          label: 'About the Platinum indoor coil',
          url: '/products/coils/platinum-indoor-coil',
          variant: 'secondary',
        }),
      ],
    ),
    questions('Coil questions', [
      [
        'Why must the coil match the outdoor unit?',
        'A system is tested and rated as a pair. A coil of the right size and design lets the outdoor unit reach its rated efficiency and keeps the warranty valid.',
      ],
      [
        'How do I keep a coil working well?',
        'Change or clean your filter on schedule: dust that gets past a dirty filter coats the coil and cuts cooling. Your dealer cleans the coil and the drain during a yearly tune-up.',
      ],
    ]),
    dealerBanner('Replacing your air conditioner?', 'Ask your dealer about the matching indoor coil.'),
    ...demoNote(),
  ],
})

export const comfortCoilPage = (images: DemoImages): DemoPage => ({
  title: 'Comfort Coil',
  path: '/products/coils/comfort-coil',
  seo: {
    title: 'Comfort Coil indoor coil',
    description: 'The demo Comfort Coil: a cased indoor coil that fits most furnaces and air conditioners.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Indoor coils',
      title: 'Comfort Coil',
      text: 'A cased indoor coil that fits on most gas furnaces and pairs with single-stage and two-stage air conditioners and heat pumps.',
      image: 'unit-coil',
      alt: 'A cased indoor coil.',
    }),
    columns(
      half,
      [
        heading('Made to fit', 'h2'),
        list([
          'Upflow, downflow and horizontal models',
          'Cabinet widths that line up with Alderline furnaces',
          'Sizes for 1.5 to 5 tons of cooling',
        ]),
      ],
      [
        heading('Made to last', 'h2'),
        list([
          'Factory leak-tested before it ships',
          'A sloped drain pan that lets water run off, so it does not stand and grow mold',
          'Registered limited warranty of 10 years on parts when registered within 60 days of installation',
        ]),
      ],
    ),
    questions('Comfort Coil questions', [
      [
        'Will a Comfort Coil work with my furnace?',
        'It fits most gas furnaces. Your dealer checks the furnace’s width and airflow and picks the coil that matches your air conditioner or heat pump.',
      ],
      [
        'When should I choose the Platinum coil instead?',
        'Choose the Platinum indoor coil with a variable-speed system, or where corrosion is a concern, such as near the coast.',
      ],
    ]),
    dealerBanner('Find the right coil', 'A local dealer matches the coil to your furnace and outdoor unit.'),
    ...demoNote(),
  ],
})

export const platinumCoilPage = (images: DemoImages): DemoPage => ({
  title: 'Platinum indoor coil',
  path: '/products/coils/platinum-indoor-coil',
  seo: {
    title: 'Platinum indoor coil',
    description:
      'The demo Platinum indoor coil: an all-aluminum coil for two-stage and variable-speed systems, built to resist corrosion.',
  },
  layout: [
    productHero(images, {
      eyebrow: 'Indoor coils',
      title: 'Platinum indoor coil',
      text: 'An all-aluminum indoor coil for two-stage and variable-speed air conditioners and heat pumps.',
      image: 'unit-coil',
      alt: 'An all-aluminum indoor coil.',
    }),
    columns(
      half,
      [
        heading('Why all-aluminum', 'h2'),
        paragraph(
          'Coils with copper tubes can corrode from chemicals in household air, which leads to small refrigerant leaks. Aluminum tubes and fins resist that corrosion.',
        ),
      ],
      [
        heading('Built for high efficiency', 'h2'),
        list([
          'Matched to the demo AC 20 and HP 20 variable-speed models',
          'Extra coil surface for better humidity removal at low speeds',
          'Factory leak-tested before it ships',
        ]),
      ],
    ),
    questions('Platinum indoor coil questions', [
      [
        'Do I need the Platinum coil with a variable-speed system?',
        'Your dealer chooses the coil the outdoor unit was rated with. For the demo variable-speed models, that is the Platinum indoor coil.',
      ],
      ['What warranty comes with it?', WARRANTY_TEXT],
    ]),
    dealerBanner(
      'Planning a high-efficiency system?',
      'A local dealer can quote the outdoor unit and matching coil together.',
    ),
    ...demoNote(),
  ],
})
