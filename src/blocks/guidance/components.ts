import { CommonIssuesComponent } from './CommonIssues/Component'
import { MaintenanceGridComponent } from './MaintenanceGrid/Component'
import { TroubleshootingGridComponent } from './TroubleshootingGrid/Component'

/** This area's block components by block type (spread into _core/registry.ts). */
export const guidanceComponents = {
  commonIssues: CommonIssuesComponent,
  troubleshootingGrid: TroubleshootingGridComponent,
  maintenanceGrid: MaintenanceGridComponent,
}
