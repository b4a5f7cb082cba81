import type { ReactNode } from 'react'

import type { HvacIconName } from './iconNames'
import { LineIcon } from '../../../components/ui/LineIcon'

// Drawn on a 24 px grid with round strokes in the text colour, so they follow the section's palette.
const SHAPES: Record<HvacIconName, ReactNode> = {
  thermometer: (
    <>
      <rect x="10" y="2.5" width="4" height="12.5" rx="2" />
      <circle cx="12" cy="18" r="3.5" />
      <path d="M12 8v7" />
    </>
  ),
  snowflake: (
    <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5M4.4 10.6 7.7 12l-3.3 1.4M19.6 10.6 16.3 12l3.3 1.4" />
  ),
  flame: (
    <path d="M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.3 2.3-5.4 3.8-7.3.3 1.6 1 2.6 2.1 3.2C11.2 7.3 12.6 4.6 15 3c-.4 2.9.8 4.9 2 6.7 1 1.5 1.5 2.9 1.5 4.6 0 3.9-2.6 6.7-6.5 6.7Z" />
  ),
  wrench: (
    <g transform="rotate(45 12 12)">
      <rect x="10.5" y="9.5" width="3" height="12.5" rx="1.5" />
      <path d="M8.5 2.5v4a3.5 3.5 0 0 0 7 0v-4" />
    </g>
  ),
  leaf: (
    <>
      <path d="M5 19C5 10.5 10 5 20 4c-.5 9-5.5 15-15 15Z" />
      <path d="M5 19l8-8" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </>
  ),
  dollar: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M14.6 9.2c-.4-1-1.4-1.6-2.6-1.6-1.5 0-2.5.8-2.5 2s1 1.7 2.5 2 2.5.9 2.5 2.1-1 2-2.5 2c-1.2 0-2.2-.6-2.6-1.6M12 6v1.6M12 16.4V18" />
    </>
  ),
}

/** A decorative icon: the item's title carries the meaning, so screen readers skip it. */
export function HvacIcon({ name, className }: { name: HvacIconName; className?: string }) {
  return <LineIcon className={className}>{SHAPES[name]}</LineIcon>
}
