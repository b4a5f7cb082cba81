import type { MaintenanceGridBlock, TroubleshootingGridBlock } from '@/payload-types'

import { defaultMaintenanceCards, defaultTroubleshootingCards } from '../../../../domain/guidance/guides'

/** A troubleshooting grid as a new block starts: one card per troubleshooting page. */
export const troubleshootingGridFixture: TroubleshootingGridBlock = {
  blockType: 'troubleshootingGrid',
  title: 'Troubleshooting by system',
  items: defaultTroubleshootingCards(),
  leaveOutCurrentPage: true,
}

/** A maintenance grid as a new block starts: one card per maintenance tip page. */
export const maintenanceGridFixture: MaintenanceGridBlock = {
  blockType: 'maintenanceGrid',
  title: 'Maintenance tips by system',
  intro: 'Simple care for each part of your system.',
  items: defaultMaintenanceCards(),
  leaveOutCurrentPage: true,
}
