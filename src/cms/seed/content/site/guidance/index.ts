import type { DemoImages } from '../../../media/imageKeys'
import type { DemoPage } from '../../pages'
import { maintenanceIndexPage, troubleshootingIndexPage } from './indexPages'
import { moreMaintenancePages } from './maintenance'
import { troubleshootingPages } from './troubleshooting'

/**
 * This area's demo pages; a page whose path is seeded elsewhere too replaces that one. The troubleshooting
 * page for heat pumps replaces the one in pages.ts; the three maintenance pages of demo/maintenance.ts stay.
 */
export const guidancePages: ((images: DemoImages) => DemoPage)[] = [
  troubleshootingIndexPage,
  ...troubleshootingPages,
  maintenanceIndexPage,
  ...moreMaintenancePages,
]
