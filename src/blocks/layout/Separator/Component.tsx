import type React from 'react'

import type { SeparatorBlock } from '@/payload-types'

// The text colour at low opacity: a quiet rule that shows on light and dark sections alike.
const STYLE: Record<SeparatorBlock['style'], string> = {
  line: 'mx-auto w-24 border-0 border-t-2 border-current opacity-40',
  wide: 'w-full border-0 border-t border-current opacity-25',
  dots: 'mx-auto w-16 border-0 border-t-4 border-dotted border-current opacity-50',
}

export const SeparatorComponent: React.FC<SeparatorBlock> = ({ style }) => (
  <hr className={`my-2 ${STYLE[style ?? 'line']}`} />
)
