import type { WarrantyHeroBlock } from '@/payload-types'

import { WARRANTY_LOOKUP_URL, WARRANTY_REGISTRATION_URL } from '../../_core/shared/warrantySites'

/** A warranty hero as an editor would set it up (no picture: none is uploaded in a fresh install). */
export const warrantyHeroFixture: WarrantyHeroBlock = {
  blockType: 'warrantyHero',
  title: 'Protect your investment',
  text: 'Register your new system within 60 days of installation, or look up the warranty on a unit you own.',
  registerLabel: 'Register new product',
  lookupLabel: 'Look up an existing warranty',
  alignment: 'left',
  halfWidth: false,
  sites: {
    registrationUrl: WARRANTY_REGISTRATION_URL,
    lookupUrl: WARRANTY_LOOKUP_URL,
    serialHelpUrl: 'https://example.com/warranty/serial-number-help.pdf',
  },
}
