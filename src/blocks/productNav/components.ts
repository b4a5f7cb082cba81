import { AirQualityCardsComponent } from './AirQualityCards/Component'
import { CommercialResourceTabsComponent } from './CommercialResourceTabs/Component'
import { ProductCategorySidebarComponent } from './ProductCategorySidebar/Component'
import { ProductHubComponent } from './ProductHub/Component'

/** This area's block components by block type (spread into _core/registry.ts). */
export const productNavComponents = {
  productHub: ProductHubComponent,
  productCategorySidebar: ProductCategorySidebarComponent,
  airQualityCards: AirQualityCardsComponent,
  commercialResourceTabs: CommercialResourceTabsComponent,
}
