import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { CustomerServiceCardComponent } from './Component'
import { CustomerServiceCard } from './config'

export const customerServiceCard = defineBlock({
  type: 'customerServiceCard',
  config: CustomerServiceCard,
  Component: CustomerServiceCardComponent,
  catalogue: {
    description: 'The customer-care phone and hours from the settings.',
    sketch: 'phone',
    keywords: ['contact', 'phone', 'call', 'support', 'help', 'hours'],
  },
  places: ['page', 'section', 'column', 'group'],
  data: () => ({ settings: ask.siteSettings() }),
})
