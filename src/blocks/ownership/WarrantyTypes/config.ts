import type { Block } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { linkFields } from '../../_core/shared/linkFields'
import { WARRANTY_TERMS } from '../../../domain/ownership/constants'

const whole = (name: string, label: string, defaultValue: number, description: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 1,
  max: 100,
  defaultValue,
  admin: { description, step: 1 },
})

/** The types of warranty (spec §9) as cards: base limited, registered limited and the optional extended. */
export const WarrantyTypes: Block = {
  slug: 'warrantyTypes',
  dbName: 'warranty_types',
  interfaceName: 'WarrantyTypesBlock',
  labels: { singular: 'Types of warranties', plural: 'Types of warranties' },
  admin: { group: 'Ownership' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Types of warranties',
      admin: { description: 'The heading above the cards.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Optional sentence under the heading.' },
    },
    {
      type: 'row',
      fields: [
        whole(
          'registrationDays',
          'Registration window (days)',
          WARRANTY_TERMS.registrationDays,
          'Days after installation to register for the registered warranty.',
        ),
        whole(
          'baseYears',
          'Base warranty (years)',
          WARRANTY_TERMS.baseYears,
          'Usual length of the base warranty.',
        ),
        whole(
          'registeredYears',
          'Registered warranty (years)',
          WARRANTY_TERMS.registeredYears,
          'Usual length of the registered warranty.',
        ),
      ],
    },
    {
      name: 'showExtended',
      type: 'checkbox',
      label: 'Show the extended warranty card',
      defaultValue: true,
      admin: { description: 'The optional extended warranty that dealers sell.' },
    },
    {
      name: 'cta',
      type: 'group',
      label: 'Call to action',
      admin: {
        description: 'Optional button under the cards, e.g. to register. Fill in both fields to show it.',
      },
      fields: [linkFields()],
    },
    appearanceField(),
  ],
}
