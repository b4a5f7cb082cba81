import type { DemoImages } from '../../../media/imageKeys'
import type { DemoPage } from '../../pages'
import { hvacBasicsPages } from './hvacBasics/pages'

/** This area's demo pages; a page whose path is seeded elsewhere too replaces that one. */
export const learnPages: ((images: DemoImages) => DemoPage)[] = [...hvacBasicsPages]
