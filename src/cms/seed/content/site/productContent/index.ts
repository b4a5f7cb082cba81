import type { DemoImages } from '../../../media/imageKeys'
import type { DemoPage } from '../../pages'
import { smartThermostatsPage, traditionalThermostatsPage, zoningPage } from './controlPages'
import { airConditionersPage, furnacesPage, heatPumpsPage } from './corePages'
import { airHandlersPage, coilsPage, comfortCoilPage, platinumCoilPage } from './indoorPages'
import {
  airConditionerPackagedPage,
  gasElectricPackagedPage,
  heatPumpPackagedPage,
  hybridPackagedPage,
  multiZonePage,
  singleZonePage,
} from './packagedPages'

/** This area's demo pages; a page whose path is seeded elsewhere too replaces that one. */
export const productContentPages: ((images: DemoImages) => DemoPage)[] = [
  airConditionersPage,
  furnacesPage,
  heatPumpsPage,
  airHandlersPage,
  coilsPage,
  comfortCoilPage,
  platinumCoilPage,
  smartThermostatsPage,
  traditionalThermostatsPage,
  zoningPage,
  gasElectricPackagedPage,
  heatPumpPackagedPage,
  airConditionerPackagedPage,
  hybridPackagedPage,
  singleZonePage,
  multiZonePage,
]
