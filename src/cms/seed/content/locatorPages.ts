import type { Page } from '../../../payload-types'
import { heading, paragraph } from './blocks'

type DemoPage = Pick<Page, 'title' | 'path' | 'seo' | 'layout'>
type LayoutBlock = NonNullable<Page['layout']>[number]
type Of<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

const locator = (
  title: string | null,
  intro: string | null,
  zeroVariant: Of<'dealerLocator'>['zero_result_variant'],
  showZipBox = true,
): Of<'dealerLocator'> => ({
  blockType: 'dealerLocator',
  locator_block_title: title,
  title_tag: 'h1',
  title_classes: 'standard',
  block_intro_content: intro,
  zero_result_variant: zeroVariant,
  show_zip_box: showZipBox,
})

/** The home page's 'Dealers near you' carousel, for the visitor's stored zip, with the default settings. */
export const dealerSlider: Of<'dealerLocatorSlider'> = {
  blockType: 'dealerLocatorSlider',
  locator_block_title: 'Dealers near you',
  title_tag: 'h2',
  title_classes: 'standard',
  block_intro_content:
    'Independent Alderline dealers who serve your area. Set your zip code in the box at the top of the page.',
  carousel_options: { desk: { active: false }, tablet: { active: false }, mobile: { active: false } },
}

export const findYourDealer: DemoPage = {
  title: 'Find your dealer',
  path: '/find-your-dealer',
  seo: {
    description:
      'Find an independent Alderline dealer near you: ratings, hours, badges and a way to get in touch.',
  },
  layout: [
    locator(
      'Find your local dealer',
      'Independent dealers install, maintain and repair Alderline systems. Enter your zip or postal code to see who serves your area.',
      'standard',
    ),
    paragraph(
      'Demo content: the dealers listed are fictional, with invented names, reviews and 555 phone numbers.',
    ),
  ],
}

export const findADealer: DemoPage = {
  title: 'Find a dealer',
  path: '/find-a-dealer',
  seo: {
    description:
      'Search for Alderline dealers by zip or postal code or by city, in the United States and Canada.',
  },
  layout: [
    heading('Find a dealer', 'h1'),
    paragraph(
      'Search by zip or postal code, by city, or by city and state (Springfield, IL). Try a nearby zip code or a larger town close to you: dealers often serve a wide area.',
    ),
    { blockType: 'zipBox', heading: null, label: 'Zip or postal code', withLocation: true },
    locator(null, null, 'short', false),
  ],
}
