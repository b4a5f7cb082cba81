import type React from 'react'

import type { ColumnsBlock } from '@/payload-types'

import type { BlockProps } from '../../_core/types'
import { columnWidths } from './presets'
import { columnSpanClasses, GRID_ALIGN, GRID_GAP } from './widthClasses'

export const ColumnsComponent: React.FC<BlockProps<ColumnsBlock>> = ({
  columns,
  preset,
  gap,
  verticalAlignment,
  renderBlocks,
}) => {
  if (!columns?.length) return null
  return (
    <div
      className={`grid grid-cols-12 ${GRID_GAP[gap ?? 'medium']} ${GRID_ALIGN[verticalAlignment ?? 'top']}`}
    >
      {columns.map((column, index) => (
        // min-w-0 lets wide content (tables, long words) shrink or scroll instead of stretching the grid.
        <div
          key={column.id ?? index}
          className={`${columnSpanClasses(columnWidths(preset, index, column.widths))} flex min-w-0 flex-col gap-6`}
        >
          {renderBlocks(column.blocks)}
        </div>
      ))}
    </div>
  )
}
