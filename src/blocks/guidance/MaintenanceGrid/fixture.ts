import type { MaintenanceGridBlock } from '@/payload-types'

import { defaultMaintenanceCards } from '../../../domain/guidance/guides'

/** A maintenance grid as a new block starts: one card per maintenance tip page. */
export const maintenanceGridFixture: MaintenanceGridBlock = {
  blockType: 'maintenanceGrid',
  title: 'Maintenance tips by system',
  intro: 'Simple care for each part of your system.',
  items: defaultMaintenanceCards(),
  leaveOutCurrentPage: true,
}
