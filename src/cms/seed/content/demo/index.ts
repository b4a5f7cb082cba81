import type { DemoImages } from '../../media/imageKeys'
import type { DemoPage } from '../pages'

/** Demo pages that show the content blocks; each is built from the seeded demo images. */
export const contentDemoPages: ((images: DemoImages) => DemoPage)[] = []
