import type { Footer, Header, SiteSetting } from '../../../../payload-types'
import type { DemoImages } from '../../media/imageKeys'
import { findADealerEs, findYourDealerEs, homeEs, customerServiceEs, privacyEs, rebatesEs } from './es/pages'
import { airConditionersEs, furnacesEs, heatPumpsEs } from './es/products'
import { customerServiceFr, findADealerFr, findYourDealerFr, homeFr, privacyFr, rebatesFr } from './fr/pages'
import { airConditionersFr, furnacesFr, heatPumpsFr } from './fr/products'
import { translatedFooter, translatedHeader, translatedSiteSettings } from './globals'
import { TRANSLATED_LOCALES, type TranslatedLocale, type TranslatedPagePath } from './paths'
import { POST_TRANSLATIONS, type PostTranslation } from './posts'
import type { TranslatedPage } from './shapes'
import { typesetFrenchDeep } from './typeset'

export { linkIn, pagePathIn, TRANSLATED_LOCALES, TRANSLATED_PATHS, type TranslatedLocale } from './paths'
export type { PostTranslation } from './posts'

/** What the translations refer to that the seed writes first: the demo images' media ids. */
export type TranslationRefs = { images: DemoImages }

/** One page's fields in a language, for the page the English seed writes at `englishPath`. */
export type PageTranslation = { collection: 'pages'; englishPath: TranslatedPagePath; data: TranslatedPage }

/**
 * One global's texts in a language, made from the global as stored in English (read with `locale: 'en'` and
 * `depth: 0`): the stored rows with their texts replaced, ids, pages and addresses kept.
 */
export type GlobalTranslation =
  | {
      slug: 'header'
      localize: (stored: Pick<Header, 'navItems' | 'cta'>) => Pick<Header, 'navItems' | 'cta'>
    }
  | {
      slug: 'footer'
      localize: (stored: Pick<Footer, 'columns' | 'legal'>) => Pick<Footer, 'columns' | 'legal'>
    }
  | {
      slug: 'site-settings'
      localize: (stored: Pick<SiteSetting, 'supportHours'>) => Pick<SiteSetting, 'supportHours'>
    }

export type TranslatedDemoContent = {
  locale: TranslatedLocale
  pages: PageTranslation[]
  /** Two of the blog's demo posts, each with its slug (its address) in that language. */
  posts: PostTranslation[]
  globals: GlobalTranslation[]
}

type PageBuilder = (refs: TranslationRefs) => TranslatedPage

/** Each translated page's builder per language, by the English page's address. */
const PAGES: Record<TranslatedPagePath, Record<TranslatedLocale, PageBuilder>> = {
  '/': { es: ({ images }) => homeEs(images), 'fr-CA': ({ images }) => homeFr(images) },
  '/find-a-dealer': { es: () => findADealerEs, 'fr-CA': () => findADealerFr },
  '/find-your-dealer': { es: () => findYourDealerEs, 'fr-CA': () => findYourDealerFr },
  '/rebates': { es: () => rebatesEs, 'fr-CA': () => rebatesFr },
  '/customer-service': { es: () => customerServiceEs, 'fr-CA': () => customerServiceFr },
  '/products/heat-pumps': {
    es: ({ images }) => heatPumpsEs(images),
    'fr-CA': ({ images }) => heatPumpsFr(images),
  },
  '/products/air-conditioners': {
    es: ({ images }) => airConditionersEs(images),
    'fr-CA': ({ images }) => airConditionersFr(images),
  },
  '/products/furnaces': {
    es: ({ images }) => furnacesEs(images),
    'fr-CA': ({ images }) => furnacesFr(images),
  },
  '/privacy': { es: () => privacyEs, 'fr-CA': () => privacyFr },
}

const finish = (locale: TranslatedLocale, page: TranslatedPage): TranslatedPage =>
  locale === 'fr-CA' ? typesetFrenchDeep(page) : page

/**
 * The demo content in Spanish or Canadian French: the home page, both locator pages, rebates, customer service,
 * the air conditioner, furnace and heat pump pages and privacy, and the header, footer and site settings texts.
 *
 * The seed applies it once the English content is written (end of `seedContent`), for each translated locale:
 *
 *   const content = translatedDemoContent(locale, { images })
 *   for (const page of content.pages) {
 *     const { docs } = await payload.find({ collection: 'pages', locale: 'en', depth: 0, limit: 1,
 *       where: { path: { equals: page.englishPath } } })
 *     if (docs[0]) await payload.update({ collection: 'pages', id: docs[0].id, locale, data: page.data, context })
 *   }
 *   for (const global of content.globals) {
 *     const stored = await payload.findGlobal({ slug: global.slug, locale: 'en', depth: 0 })
 *     await payload.updateGlobal({ slug: global.slug, locale, data: global.localize(stored), context })
 *   }
 *
 * A page's data is its title, path, seo and whole layout in that language (all localized fields of a page).
 * The pages are already published, so the update leaves `_status` out: it publishes the language's fields
 * without the publish-time address check that would take the English address for a move.
 */
export function translatedDemoContent(
  locale: TranslatedLocale,
  refs: TranslationRefs,
): TranslatedDemoContent {
  const pages = (Object.keys(PAGES) as TranslatedPagePath[]).map((englishPath): PageTranslation => ({
    collection: 'pages',
    englishPath,
    data: finish(locale, PAGES[englishPath][locale](refs)),
  }))
  const posts = POST_TRANSLATIONS[locale].map((post) =>
    locale === 'fr-CA'
      ? { ...typesetFrenchDeep(post), englishSlug: post.englishSlug, slug: post.slug }
      : post,
  )
  return {
    locale,
    pages,
    posts,
    globals: [
      { slug: 'header', localize: (stored) => translatedHeader(locale, stored) },
      { slug: 'footer', localize: (stored) => translatedFooter(locale, stored) },
      { slug: 'site-settings', localize: (stored) => translatedSiteSettings(locale, stored) },
    ],
  }
}

/** Both languages' content, in the order of TRANSLATED_LOCALES. */
export const allTranslatedDemoContent = (refs: TranslationRefs): TranslatedDemoContent[] =>
  TRANSLATED_LOCALES.map((locale) => translatedDemoContent(locale, refs))
