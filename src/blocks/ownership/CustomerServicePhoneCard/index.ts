import { ask } from '../../_core/data'
import { defineBlock } from '../../_core/defineBlock'

import { CustomerServicePhoneCardComponent } from './Component'
import { CustomerServicePhoneCard } from './config'

export const customerServicePhoneCard = defineBlock({
  type: 'customerServicePhoneCard',
  config: CustomerServicePhoneCard,
  Component: CustomerServicePhoneCardComponent,
  catalogue: {
    description: 'A card with the customer-care phone and hours.',
    sketch: 'phone',
    keywords: ['contact', 'phone', 'call', 'support', 'help', 'hours'],
  },
  places: ['page'],
  data: () => ({ settings: ask.siteSettings() }),
})
