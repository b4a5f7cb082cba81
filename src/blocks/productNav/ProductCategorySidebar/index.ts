import { defineBlock } from '../../_core/defineBlock'

import { ProductCategorySidebarComponent } from './Component'
import { ProductCategorySidebar } from './config'

export const productCategorySidebar = defineBlock({
  type: 'productCategorySidebar',
  config: ProductCategorySidebar,
  Component: ProductCategorySidebarComponent,
  catalogue: {
    description: 'A side menu of product categories.',
    sketch: 'nav',
    keywords: ['sidebar', 'menu', 'categories', 'navigation'],
  },
  places: ['page'],
})
