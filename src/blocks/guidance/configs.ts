import type { Block } from 'payload'

import { CommonIssues } from './CommonIssues/config'
import { MaintenanceGrid } from './MaintenanceGrid/config'
import { TroubleshootingGrid } from './TroubleshootingGrid/config'

/** This area's page-level blocks (wired into the page layout by _core/contentBlocks.ts). Order = menu order. */
export const guidanceBlocks: Block[] = [CommonIssues, TroubleshootingGrid, MaintenanceGrid]
