import type { WarrantyTypesBlock } from '@/payload-types'

/** The types of warranties with the specification's terms (§9). */
export const warrantyTypesFixture: WarrantyTypesBlock = {
  blockType: 'warrantyTypes',
  title: 'Types of warranties',
  intro:
    'Every Alderline unit comes with a limited warranty on parts. Registering it in time doubles how long it lasts.',
  registrationDays: 60,
  baseYears: 5,
  registeredYears: 10,
  showExtended: true,
  cta: { label: 'Register your product', url: '/warranty' },
}
