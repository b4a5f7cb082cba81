'use client'

import { Tooltip } from '@/components/ui/Tooltip.client'

import { FOCUS_RING } from '../../_core/shared/styles'

type Props = { term: string; definition: string }

/**
 * A term in running text that explains itself: a button (so keyboard users reach it with Tab) whose
 * tooltip opens on hover or focus and is read as the button's description.
 */
export function TermTooltip({ term, definition }: Props) {
  return (
    <Tooltip content={definition}>
      <button
        type="button"
        className={`cursor-help rounded-sm font-semibold underline decoration-dotted decoration-2 underline-offset-4 ${FOCUS_RING}`}
      >
        {term}
      </button>
    </Tooltip>
  )
}
