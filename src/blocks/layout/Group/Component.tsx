import type React from 'react'

import type { GroupBlock } from '@/payload-types'

import type { BlockProps } from '../../_core/types'
import { groupLayoutClasses } from './layoutClasses'

export const GroupComponent: React.FC<BlockProps<GroupBlock>> = ({ blocks, renderBlocks, ...layout }) => {
  if (!blocks?.length) return null
  return <div className={groupLayoutClasses(layout)}>{renderBlocks(blocks)}</div>
}
