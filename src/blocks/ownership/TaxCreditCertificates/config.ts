import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { TAX_CREDIT_THRESHOLDS } from '../../../domain/ownership/constants'

/**
 * Manufacturer tax-credit certificate cards (spec §9): per kind of equipment, the efficiency it must reach and,
 * optionally, the signed certificate (a PDF in Documents) to download.
 */
export const TaxCreditCertificates: Block = {
  slug: 'taxCreditCertificates',
  dbName: 'tax_certs',
  interfaceName: 'TaxCreditCertificatesBlock',
  labels: { singular: 'Tax credit certificates', plural: 'Tax credit certificates' },
  admin: { group: 'Ownership' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Manufacturer tax credit certificates',
      admin: { description: 'The heading above the cards.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional sentence under the heading.' },
    },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Certificate card', plural: 'Certificate cards' },
      defaultValue: TAX_CREDIT_THRESHOLDS.map((c) => ({
        equipment: c.equipment,
        requirements: c.requirements.map((r) => ({ metric: r.metric, value: r.value })),
      })),
      admin: { description: 'One card per kind of equipment.' },
      fields: [
        {
          name: 'equipment',
          type: 'text',
          required: true,
          admin: { description: 'E.g. “Split heat pump”.' },
        },
        {
          name: 'requirements',
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 4,
          dbName: 'reqs',
          labels: { singular: 'Requirement', plural: 'Requirements' },
          admin: { description: 'The efficiency the equipment must reach to qualify.' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'metric',
                  type: 'select',
                  required: true,
                  options: [
                    { label: 'AFUE (at least)', value: 'AFUE' },
                    { label: 'SEER (at least)', value: 'SEER' },
                    { label: 'EER (at least)', value: 'EER' },
                    { label: 'HSPF (at least)', value: 'HSPF' },
                    { label: 'Fan: % of furnace energy (at most)', value: 'fanEnergy' },
                  ],
                },
                {
                  name: 'value',
                  type: 'number',
                  required: true,
                  min: 0,
                  max: 100,
                  admin: { step: 0.5 },
                },
              ],
            },
          ],
        },
        {
          name: 'certificate',
          type: 'upload',
          relationTo: 'documents',
          admin: {
            description: 'Optional: the signed certificate (PDF) homeowners keep for their tax return.',
          },
        },
      ],
    },
    {
      name: 'footnote',
      type: 'textarea',
      admin: { description: 'Small print under the cards, e.g. “Ask a tax professional…”.' },
    },
    appearanceField(),
  ],
}
