import type React from 'react'

import type { TroubleshootingGridBlock } from '@/payload-types'

import type { PageProp } from '../../_core/types'
import { GuideGrid } from '../../_core/shared/guideGrid/GuideGrid'

/** Cards linking to the troubleshooting pages (content-and-blocks.md §2). */
export const TroubleshootingGridComponent: React.FC<TroubleshootingGridBlock & PageProp> = ({
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
