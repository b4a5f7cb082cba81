import type { DemoImages } from '../../../media/imageKeys'
import type { DemoPage } from '../../pages'
import {
  airPurificationPage,
  cleanEffectsPage,
  humidityControlPage,
  indoorAirQualityPage,
  quikBoxPage,
  ventilationPage,
} from './airQuality'
import { productHubPage } from './hub'
import { lightCommercialPage } from './lightCommercial'

/** This area's demo pages; a page whose path is seeded elsewhere too replaces that one (here /products). */
export const productNavPages: ((images: DemoImages) => DemoPage)[] = [
  productHubPage,
  indoorAirQualityPage,
  ventilationPage,
  airPurificationPage,
  humidityControlPage,
  cleanEffectsPage,
  quikBoxPage,
  lightCommercialPage,
]
