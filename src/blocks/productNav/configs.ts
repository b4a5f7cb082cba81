import type { Block } from 'payload'

import { AirQualityCards } from './AirQualityCards/config'
import { CommercialResourceTabs } from './CommercialResourceTabs/config'
import { ProductCategorySidebar } from './ProductCategorySidebar/config'
import { ProductHub } from './ProductHub/config'

/** This area's page-level blocks (wired into the page layout by _core/contentBlocks.ts). Order = menu order. */
export const productNavBlocks: Block[] = [
  ProductHub,
  ProductCategorySidebar,
  AirQualityCards,
  CommercialResourceTabs,
]
