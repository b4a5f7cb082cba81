import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { DealerLocatorComponent } from './Component'
import { DealerLocator } from './config'

export const dealerLocator = defineBlock({
  type: 'dealerLocator',
  config: DealerLocator,
  Component: DealerLocatorComponent,
  catalogue: {
    description: 'The dealer search: results, filters and pages.',
    sketch: 'map',
    keywords: ['map', 'find a dealer', 'store locator', 'dealers', 'search', 'near me'],
  },
  places: ['page'],
  // The first page of results is in the HTML on the locator routes, which know the request's zip.
  data: () => ({ settings: ask.siteSettings(), initial: ask.dealerResults() }),
})
