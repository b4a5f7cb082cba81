import { defineBlock } from '../../_core/defineBlock'

import { TaxCreditCertificatesComponent } from './Component'
import { TaxCreditCertificates } from './config'

export const taxCreditCertificates = defineBlock({
  type: 'taxCreditCertificates',
  config: TaxCreditCertificates,
  Component: TaxCreditCertificatesComponent,
  catalogue: {
    description: 'Tax-credit certificates by product.',
    sketch: 'documents',
    keywords: ['tax credit', 'certificates', 'documents', 'downloads', 'pdf'],
  },
  places: ['page'],
})
