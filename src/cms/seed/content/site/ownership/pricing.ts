import type { DemoImages } from '../../../media/imageKeys'
import { buttons, heading, list, paragraph, separator } from '../../blocks'
import type { DemoPage } from '../../pages'
import { STARTING_PRICES, DUCTWORK_COST } from '../../../../../domain/ownership/constants'
import { faqList, type Of } from './shared'

export const pricingCards: Of<'pricingGuideCards'> = {
  blockType: 'pricingGuideCards',
  title: 'Starting prices, installed',
  intro:
    'What homeowners typically pay for a new Alderline unit with standard installation, before tax. Your dealer’s quote depends on your home.',
  cards: STARTING_PRICES.map((p) => ({ product: p.product, price: p.price })),
  ductwork: { show: true, from: DUCTWORK_COST.from, to: DUCTWORK_COST.to },
  footnote:
    'Demo prices: starting points for equipment and standard installation, before tax, rebates and tax credits. Ductwork is priced separately when it needs replacing.',
  cta: { label: 'Get a quote from a dealer', url: '/find-a-dealer/' },
}

export const warrantyTypesBlock: Of<'warrantyTypes'> = {
  blockType: 'warrantyTypes',
  title: 'Types of warranties',
  intro:
    'Every Alderline unit comes with a limited warranty on parts. Registering it in time gives you the longer one.',
  registrationDays: 60,
  baseYears: 5,
  registeredYears: 10,
  showExtended: true,
}

/** /pricing: the pricing guide, with the starting prices, what changes them and the warranty that comes with them. */
export const pricingPage = (images: DemoImages): DemoPage => ({
  title: 'Pricing guide',
  path: '/pricing',
  seo: {
    title: 'How much does a new heating or cooling system cost? | Alderline pricing guide',
    description:
      'Starting installed prices for Alderline air conditioners, furnaces, heat pumps and air handlers, what changes the price, and the warranty included.',
  },
  layout: [
    {
      blockType: 'hero',
      variant: 'image',
      titleLevel: 'h1',
      eyebrow: 'Pricing guide',
      title: 'What a new system costs',
      text: 'Starting prices for installed Alderline equipment, and what moves the price up or down in your home.',
      backgroundColor: 'dark',
      height: { mobile: 'medium', tablet: 'medium', desktop: 'medium' },
      removeContainer: true,
      imageSmall: images['hero-outdoor-units'],
      imageMedium: images['hero-outdoor-units'],
      imageLarge: images['hero-outdoor-units'],
      imageXl: images['hero-outdoor-units'],
      alt: 'Illustration of outdoor heating and cooling units beside a house.',
      buttons: [{ label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' }],
    },
    pricingCards,
    heading('What changes the price'),
    paragraph(
      'The prices above are where an installed system usually starts. A dealer’s quote for your home can be higher or lower for a few plain reasons:',
    ),
    list([
      'Size: a larger home needs more heating and cooling capacity, and bigger units cost more.',
      'Efficiency: higher SEER, HSPF or AFUE ratings cost more up front and less to run every month.',
      'Features: variable-speed and two-stage units run quieter and hold a steadier temperature, for a higher price.',
      'Installation: replacing ductwork, moving a unit, new wiring or a new pad, and local permits all add to the cost.',
      'Where you live: labor rates and required permits differ from town to town.',
    ]),
    paragraph(
      'Rebates from your utility and federal tax credits can bring the price down. Ask your dealer which ones apply to the system you choose.',
    ),
    buttons(
      { label: 'Tax credits', url: '/resources/tax-credits', variant: 'secondary' },
      { label: 'Leasing', url: '/pricing/leasing', variant: 'outline' },
    ),
    warrantyTypesBlock,
    faqList('Pricing questions', [
      [
        'Do the prices include installation?',
        'Yes. They are starting prices for the unit with standard installation by a dealer, before tax.',
      ],
      [
        'Why is my quote higher than the starting price?',
        'Usually because your home needs a larger unit, a more efficient model, new ductwork or extra work such as wiring or permits. Your dealer can show you what each part of the quote pays for.',
      ],
      [
        'Do I need new ductwork?',
        'Not always. If your ducts are sealed and sized for the new system they can stay. When they need replacing, new ductwork usually costs $3,000 to $10,000.',
      ],
      [
        'Can I spread the cost?',
        'Yes. Many dealers offer financing, and participating dealers lease systems for one monthly payment that includes repairs and maintenance.',
      ],
    ]),
    separator(),
    paragraph(
      'Demo content: Alderline is a fictional brand. The prices on this page are sample figures, not a quote.',
    ),
  ],
})
