import type { Document, TaxCreditCertificatesBlock } from '@/payload-types'

import { TAX_CREDIT_THRESHOLDS } from '../../../domain/ownership/constants'

const at = '2026-11-24T00:00:00.000Z'

const certificate: Document = {
  id: 31,
  fileTitle: 'Gas furnace tax credit certificate',
  filename: 'gas-furnace-certificate.pdf',
  mimeType: 'application/pdf',
  url: 'http://localhost:3000/api/documents/file/gas-furnace-certificate.pdf',
  updatedAt: at,
  createdAt: at,
}

/** The certificate cards with the specification's thresholds (§9); the first has its certificate uploaded. */
export const taxCreditCertificatesFixture: TaxCreditCertificatesBlock = {
  blockType: 'taxCreditCertificates',
  title: 'Manufacturer tax credit certificates',
  intro: 'Keep the certificate for your equipment with your tax records.',
  cards: TAX_CREDIT_THRESHOLDS.map((c, index) => ({
    equipment: c.equipment,
    requirements: c.requirements.map((r) => ({ metric: r.metric, value: r.value })),
    certificate: index === 0 ? certificate : index === 1 ? 12 : null,
  })),
  footnote: 'Demo content. Ask a tax professional whether you qualify.',
}
