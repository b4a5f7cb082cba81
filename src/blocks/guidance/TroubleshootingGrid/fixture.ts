import type { TroubleshootingGridBlock } from '@/payload-types'

import { defaultTroubleshootingCards } from '../../../domain/guidance/guides'

/** A troubleshooting grid as a new block starts: one card per troubleshooting page. */
export const troubleshootingGridFixture: TroubleshootingGridBlock = {
  blockType: 'troubleshootingGrid',
  title: 'Troubleshooting by system',
  items: defaultTroubleshootingCards(),
  leaveOutCurrentPage: true,
}
