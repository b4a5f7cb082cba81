import type React from 'react'

import type { GroupBlock } from '@/payload-types'

import { RenderBlocks } from '../RenderBlocks'
import { groupLayoutClasses } from './layoutClasses'

export const GroupComponent: React.FC<GroupBlock> = ({ blocks, ...layout }) => {
  if (!blocks?.length) return null
  return (
    <div className={groupLayoutClasses(layout)}>
      <RenderBlocks blocks={blocks} />
    </div>
  )
}
