import type { ReactNode } from 'react'

import type { GuideIconName } from '../../../domain/guidance/guides'
import type { HvacIconName } from './iconNames'
import { LineIcon } from '../../../components/ui/LineIcon'

/** Every drawn icon: the HVAC icons an editor picks for an item, and the guide topics' icons. */
export type DrawnIconName = HvacIconName | GuideIconName

// Drawn on a 24 px grid with round strokes in the text colour, so they follow the section's palette.
const SHAPES: Record<DrawnIconName, ReactNode> = {
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
  fan: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="12" cy="12" r="1.5" />
      <path d="M12 10.5c-.5-2.5.3-4.5 2.5-4.5s2 2.6-1 5M13.5 12c2.5-.5 4.5.3 4.5 2.5s-2.6 2-5-1M12 13.5c.5 2.5-.3 4.5-2.5 4.5s-2-2.6 1-5M10.5 12c-2.5.5-4.5-.3-4.5-2.5s2.6-2 5 1" />
    </>
  ),
  heatPump: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <circle cx="10" cy="12" r="4.5" />
      <path d="M10 7.5v9M5.5 12h9M18 8.5v7M8 19v2M16 19v2" />
    </>
  ),
  oilDrop: (
    <>
      <path d="M12 3s-6 6.5-6 11a6 6 0 0 0 12 0c0-4.5-6-11-6-11Z" />
      <path d="M9.5 15a2.5 2.5 0 0 0 2.5 2.5" />
    </>
  ),
  ductless: (
    <>
      <rect x="3" y="5" width="18" height="8" rx="2" />
      <path d="M6 10h12M7.5 16.5 6.5 19M12 16.5V19M16.5 16.5l1 2.5" />
    </>
  ),
  packaged: (
    <>
      <rect x="3" y="8" width="18" height="11" rx="1.5" />
      <path d="M3 12h18M6.5 15.5h4M13.5 15.5h4M8 8V5h8v3" />
    </>
  ),
  thermostat: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 3v3.5M12 12l2-2" />
    </>
  ),
  coil: (
    <>
      <path d="M4.5 19 12 4l7.5 15M3 19h18M7.5 13h9M9.8 8.5h4.4" />
    </>
  ),
  filter: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="1.5" />
      <path d="M4 9.3h16M4 14.7h16M9.3 4v16M14.7 4v16" />
    </>
  ),
}

/** A decorative icon: the item's title carries the meaning, so screen readers skip it. */
export function DrawnIcon({ name, className }: { name: DrawnIconName; className?: string }) {
  return <LineIcon className={className}>{SHAPES[name]}</LineIcon>
}
