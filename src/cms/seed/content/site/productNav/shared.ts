import type { HeroBlock, ProductCategorySidebarBlock } from '../../../../../payload-types'
import { PRODUCT_CATEGORIES } from '../../../../../domain/productNav/sidebar'
import type { DemoImageKey, DemoImages } from '../../../media/imageKeys'

export const PRODUCTS_PATH = '/products'
export const IAQ_PATH = '/products/indoor-air-quality'
export const PURIFICATION_PATH = `${IAQ_PATH}/air-purification`
export const LIGHT_COMMERCIAL_PATH = '/products/light-commercial'
export const DEALER_PATH = '/find-a-dealer/'

export const DEMO_NOTE =
  'Demo content: Alderline is a fictional brand. Products, prices and figures on this page are sample data; prices are installed starting prices before tax.'

type HeroInput = { eyebrow?: string; title: string; text: string; image: DemoImageKey; alt: string }

/** The page's one h1: a picture hero with "Find a dealer" as its main action. */
export const pageHero = (images: DemoImages, { eyebrow, title, text, image, alt }: HeroInput): HeroBlock => ({
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

/**
 * The product-category sidebar with every category. Categories without a page of their own in the demo link
 * to their section of the product hub.
 */
export const categorySidebar = (
  current?: ProductCategorySidebarBlock['current'],
): ProductCategorySidebarBlock => ({
  blockType: 'productCategorySidebar',
  label: 'Product categories',
  ...(current ? { current } : {}),
  items: PRODUCT_CATEGORIES.map(({ anchor, label, href }) => ({ anchor, label, url: href })),
})
