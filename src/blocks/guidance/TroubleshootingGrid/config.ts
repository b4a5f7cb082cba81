import type { Block } from 'payload'

import { defaultTroubleshootingCards } from '../../../domain/guidance/guides'
import { guideGridBlock } from '../../_core/shared/guideGrid/gridConfig'

export const TroubleshootingGrid: Block = guideGridBlock({
  slug: 'troubleshootingGrid',
  dbName: 'trbl_grid',
  interfaceName: 'TroubleshootingGridBlock',
  singular: 'Troubleshooting grid',
  plural: 'Troubleshooting grids',
  title: 'Troubleshooting by system',
  defaultCards: defaultTroubleshootingCards(),
})
