import type { DemoImages } from '../../media/imageKeys'
import type { DemoPage } from '../pages'
import { guidancePages } from './guidance'
import { learnPages } from './learn'
import { ownershipPages } from './ownership'
import { productContentPages } from './productContent'
import { productNavPages } from './productNav'

/** The demo site's product, ownership and guidance pages (content-and-blocks.md §2). */
export const siteDemoPages: ((images: DemoImages) => DemoPage)[] = [
  ...productContentPages,
  ...productNavPages,
  ...ownershipPages,
  ...guidancePages,
  ...learnPages,
]
