'use client'

import { useRowLabel } from '@payloadcms/ui'

import { blockRowLabel } from './rowSummary'

/**
 * The label of a block row in the page editor: its number, its kind and what it holds
 * ("02 Hero: Stay comfortable all year"), so a long page reads as a list of its contents.
 */
export function BlockRowLabel({ blockLabel }: { blockLabel: string }) {
  const { data, rowNumber } = useRowLabel<unknown>()
  return (
    <span className="block-row-label" style={{ pointerEvents: 'none' }}>
      <span style={{ opacity: 0.6, marginInlineEnd: '0.5rem' }}>
        {String((rowNumber ?? 0) + 1).padStart(2, '0')}
      </span>
      {blockRowLabel(blockLabel, data)}
    </span>
  )
}
