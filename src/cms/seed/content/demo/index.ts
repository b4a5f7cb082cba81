import type { DemoImages } from '../../media/imageKeys'
import type { DemoPage } from '../pages'
import { heroesPage } from './heroes'
import { buildYourOwnPage } from './buildYourOwn'
import { maintenancePages } from './maintenance'
import { videosPage } from './videos'
import { gettingStartedPage } from './gettingStarted'
import { carouselsPage } from './carousels'

/** Demo pages that show the content blocks; each is built from the seeded demo images. */
export const contentDemoPages: ((images: DemoImages) => DemoPage)[] = [
  heroesPage,
  buildYourOwnPage,
  ...maintenancePages,
  videosPage,
  gettingStartedPage,
  carouselsPage,
]
