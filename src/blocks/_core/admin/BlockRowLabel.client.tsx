'use client'

import { useRowLabel } from '@payloadcms/ui'

import { blockRowLabel } from './rowSummary'

/**
 * The label of a block row in the page editor: its number, its kind and what it holds
 * ("02 Hero: Stay comfortable all year"), so a long page reads as a list of its contents.
 */
export function BlockRowLabel({ blockLabel }: { blockLabel: string }) {
  const { data, rowNumber } = useRowLabel<unknown>()
  // The number and the label as one text ("01 Hero: Stay comfortable all year"), read the same way aloud.
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return (
    <span className="block-row-label" style={{ pointerEvents: 'none' }}>
      {`${number} ${blockRowLabel(blockLabel, data)}`}
    </span>
  )
}
