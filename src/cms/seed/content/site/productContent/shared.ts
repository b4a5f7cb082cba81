import type { AccordionBlock, BasicBannerBlock, HeroBlock, StepsBlock } from '../../../../../payload-types'
import type { DemoImageKey, DemoImages } from '../../../media/imageKeys'
import { paragraph, separator } from '../../blocks'
import { richText } from '../../richText'

/** Builders shared by the product pages, so each page file reads as its content. */

export const half = 'halves' as const
export const third = 'thirds' as const

export const DEALER_PATH = '/find-a-dealer/'

type HeroInput = {
  eyebrow?: string
  title: string
  text: string
  image: DemoImageKey
  alt: string
}

/** The page's one h1: a picture hero with "Find a dealer" as its main action. */
export const productHero = (
  images: DemoImages,
  { eyebrow, title, text, image, alt }: HeroInput,
): HeroBlock => ({
  blockType: 'hero',
  variant: 'image',
  titleLevel: 'h1',
  ...(eyebrow ? { eyebrow } : {}),
  title,
  text,
  buttons: [{ label: 'Find a dealer', url: DEALER_PATH, variant: 'primary' }],
  imageLarge: images[image],
  alt,
  backgroundColor: 'dark',
  height: { mobile: 'compact', tablet: 'compact', desktop: 'medium' },
  removeContainer: false,
})

/** A closing band that sends the visitor to a dealer. */
export const dealerBanner = (title: string, text: string): BasicBannerBlock => ({
  blockType: 'basicBanner',
  title,
  text,
  buttonLabel: 'Find a dealer',
  buttonUrl: DEALER_PATH,
  backgroundColor: 'dark',
  removeContainer: false,
})

const closed = { mobile: false, tablet: false, desktop: false }

/** Questions and answers; the first opens by default on desktop. Each answer is one or more paragraphs. */
export const questions = (title: string, items: [string, ...string[]][]): AccordionBlock => ({
  blockType: 'accordion',
  title,
  removeBorders: false,
  shadow: false,
  items: items.map(([heading, ...answer], index) => ({
    heading,
    body: richText(...answer),
    openOn: index === 0 ? { mobile: false, tablet: false, desktop: true } : closed,
  })),
})

/** Numbered steps with a "Find a dealer" button under them. */
export const dealerSteps = (title: string, steps: [string, string][]): StepsBlock => ({
  blockType: 'steps',
  title,
  steps: steps.map(([block_title, description]) => ({ block_title, description })),
  cta: { label: 'Find a dealer', url: DEALER_PATH },
})

/** §9 warranty copy, short. */
export const WARRANTY_TEXT =
  'Register within 60 days of installation for a registered limited warranty, usually 10 years on parts; unregistered units carry the base limited warranty, usually 5 years. Neither covers labor.'

/** Every demo page ends by saying its products and figures are samples. */
export const demoNote = (extra = '') => [
  separator(),
  paragraph(
    `Demo content: Alderline is a fictional brand, and the models, figures and prices on this page are sample data.${extra ? ` ${extra}` : ''}`,
  ),
]
