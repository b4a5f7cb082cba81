import { ProductComparisonComponent } from './ProductComparison/Component'
import { ProductSelectorComponent } from './ProductSelector/Component'

/** This area's block components by block type (spread into _core/registry.ts). */
export const productContentComponents = {
  productComparison: ProductComparisonComponent,
  productSelector: ProductSelectorComponent,
}
