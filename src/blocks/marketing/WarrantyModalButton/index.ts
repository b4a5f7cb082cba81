import { defineBlock } from '../../_core/defineBlock'

import { WarrantyModalButtonComponent } from './Component'
import { WarrantyModalButton } from './config'

export const warrantyModalButton = defineBlock({
  type: 'warrantyModalButton',
  config: WarrantyModalButton,
  Component: WarrantyModalButtonComponent,
  catalogue: {
    description: 'A button that opens the warranty dialogs.',
    sketch: 'buttons',
    keywords: ['warranty', 'registration', 'form', 'dialog', 'modal', 'cta'],
  },
  places: ['page'],
})
