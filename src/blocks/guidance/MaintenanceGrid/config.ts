import type { Block } from 'payload'

import { defaultMaintenanceCards } from '../../../domain/guidance/guides'
import { guideGridBlock } from '../../_core/shared/guideGrid/gridConfig'

export const MaintenanceGrid: Block = guideGridBlock({
  slug: 'maintenanceGrid',
  dbName: 'maint_grid',
  interfaceName: 'MaintenanceGridBlock',
  singular: 'Maintenance grid',
  plural: 'Maintenance grids',
  title: 'Maintenance tips by system',
  defaultCards: defaultMaintenanceCards(),
})
