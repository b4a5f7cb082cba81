import type React from 'react'

import type { SpacerBlock } from '@/payload-types'

// Written out for Tailwind; the larger sizes shrink on phones, where the screen is short.
const HEIGHT: Record<SpacerBlock['size'], string> = {
  small: 'h-4',
  medium: 'h-6 sm:h-8',
  large: 'h-10 sm:h-16',
  xlarge: 'h-16 sm:h-24',
}

/** Empty space between two blocks; hidden from screen readers, as it carries nothing. */
export const SpacerComponent: React.FC<SpacerBlock> = ({ size }) => (
  <div aria-hidden="true" className={HEIGHT[size] ?? HEIGHT.medium} />
)
