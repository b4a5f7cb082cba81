import type { DemoImages } from '../../../media/imageKeys'
import type { DemoPage } from '../../pages'
import { documentsPage } from './documents'
import { diagnosticsPage, homeAppPage } from './homeApp'
import { leasingPage } from './leasing'
import { pricingPage } from './pricing'
import { taxCreditsPage } from './taxCredits'
import { warrantyPage } from './warranty'

/** This area's demo pages; a page whose path is seeded elsewhere too replaces that one. */
export const ownershipPages: ((images: DemoImages) => DemoPage)[] = [
  pricingPage,
  leasingPage,
  warrantyPage,
  homeAppPage,
  diagnosticsPage,
  taxCreditsPage,
  documentsPage,
]
