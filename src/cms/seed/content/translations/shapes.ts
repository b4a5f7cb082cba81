import type {
  BasicBannerBlock,
  FaqListBlock,
  HeroBlock,
  Page,
  ProductComparisonBlock,
} from '../../../../payload-types'
import type { DemoImageKey, DemoImages } from '../../media/imageKeys'
import { paragraph, separator } from '../blocks'
import type { DemoPage } from '../pages'
import { richText } from '../richText'

/**
 * The English seed's page builders that carry English words of their own (the "Find a dealer" button, the demo
 * note), taking each language's words; the block shapes and settings are the English seed's.
 */

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type Of<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

/** A link's text and where it goes. */
export type Link = { label: string; url: string }

type HeroInput = { eyebrow?: string; title: string; text: string; image: DemoImageKey; alt: string }

/** A product page's one h1: a picture hero with the dealer finder as its main action (as `productHero`). */
export const productHero = (
  images: DemoImages,
  dealer: Link,
  { eyebrow, title, text, image, alt }: HeroInput,
): HeroBlock => ({
  blockType: 'hero',
  variant: 'image',
  titleLevel: 'h1',
  ...(eyebrow ? { eyebrow } : {}),
  title,
  text,
  buttons: [{ label: dealer.label, url: dealer.url, variant: 'primary' }],
  imageLarge: images[image],
  alt,
  backgroundColor: 'dark',
  height: { mobile: 'compact', tablet: 'compact', desktop: 'medium' },
  removeContainer: false,
})

/** A closing band that sends the visitor to a dealer (as `dealerBanner`). */
export const dealerBanner = (dealer: Link, title: string, text: string): BasicBannerBlock => ({
  blockType: 'basicBanner',
  title,
  text,
  buttonLabel: dealer.label,
  buttonUrl: dealer.url,
  backgroundColor: 'dark',
  removeContainer: false,
})

/** A page's closing demo note under a line (as `demoNote`). */
export const demoNote = (note: string) => [separator(), paragraph(note)]

/** The locator block as the locator pages set it (as `locator` in locatorPages.ts). */
export const locator = (
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

/** Questions with answers of one or more paragraphs, described to search engines (as `faqList`). */
export const faqList = (title: string, items: [question: string, ...answer: string[]][]): FaqListBlock => ({
  blockType: 'faqList',
  title,
  structuredData: true,
  items: items.map(([question, ...answer]) => ({ question, answer: richText(...answer) })),
})

type Entry = ProductComparisonBlock['entries'][number]

/** The comparison rows written as text; the others are numbers, pictures or stored choices. */
const ENTRY_TEXTS = [
  'installment_cost',
  'cooling_strength',
  'stages',
  'fuel_type',
  'speeds',
  'comfort_link_communication',
  'energy_savings',
  'efficiency',
] as const satisfies readonly (keyof Entry)[]

/**
 * The English seed's comparison in another language: its own heading and introduction, and each entry's texts
 * through the language's glossary ('Two-stage' → 'Dos etapas'). The products, their pictures, figures, types and
 * menu stay the English block's. A text made only of figures and signs ('$$', '80%') needs no entry.
 */
export function translatedComparison(
  english: ProductComparisonBlock,
  heading: { title: string; intro: string },
  glossary: Readonly<Record<string, string>>,
): ProductComparisonBlock {
  const translate = (text: string) => {
    if (!/\p{L}/u.test(text)) return glossary[text] ?? text
    const translated = glossary[text]
    if (translated === undefined) throw new Error(`No translation for the comparison text "${text}"`)
    return translated
  }
  return {
    ...english,
    ...heading,
    entries: english.entries.map((entry) => {
      const out: Entry = { ...entry }
      for (const key of ENTRY_TEXTS) {
        const value = entry[key]
        if (typeof value === 'string') out[key] = translate(value)
      }
      return out
    }),
  }
}

/** A translated page: what the seed writes into the page's fields in that language. */
export type TranslatedPage = DemoPage
