import type React from 'react'

import type { MaintenanceGridBlock } from '@/payload-types'

import type { PageProp } from '../../_core/types'
import { GuideGrid } from '../../_core/shared/guideGrid/GuideGrid'

/** Cards linking to the maintenance tip pages (content-and-blocks.md §2). */
export const MaintenanceGridComponent: React.FC<MaintenanceGridBlock & PageProp> = ({
  title,
  intro,
  items,
  leaveOutCurrentPage,
  page,
}) => (
  <GuideGrid
    title={title}
    intro={intro}
    items={items}
    leaveOutCurrentPage={leaveOutCurrentPage}
    page={page}
  />
)
