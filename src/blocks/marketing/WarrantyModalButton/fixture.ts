import type { WarrantyModalButtonBlock } from '@/payload-types'

import { WARRANTY_LOOKUP_URL, WARRANTY_REGISTRATION_URL } from '../../_core/shared/warrantySites'

/** A warranty button as an editor would set it up: it opens the lookup dialog. */
export const warrantyModalButtonFixture: WarrantyModalButtonBlock = {
  blockType: 'warrantyModalButton',
  dialog: 'lookup',
  label: 'Check your warranty',
  variant: 'secondary',
  alignment: 'left',
  sites: { registrationUrl: WARRANTY_REGISTRATION_URL, lookupUrl: WARRANTY_LOOKUP_URL },
}
