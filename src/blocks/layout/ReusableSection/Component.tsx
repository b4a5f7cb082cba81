import type React from 'react'

import type { ReusableSectionBlock } from '@/payload-types'

import type { BlockProps } from '../../_core/types'

/**
 * The section's own blocks, rendered as if they were the page's: siblings with no wrapper, so they take the
 * page's spacing and a full-width banner stays full width. The page is read deep enough to bring the section
 * and its images; a section that is gone shows nothing.
 */
export const ReusableSectionComponent: React.FC<BlockProps<ReusableSectionBlock>> = ({
  section,
  renderBlocks,
}) => {
  if (!section || typeof section !== 'object' || !section.blocks?.length) return null
  return <>{renderBlocks(section.blocks)}</>
}
