/**
 * The drawn brand mark: a navy tile with a warm and a cool airflow line, for a brand without an
 * uploaded logo. One description serves the header (as SVG), the favicon and the social card (both
 * drawn by next/og), so they always match.
 */
export const MARK_VIEWBOX = '0 0 48 48'

export const MARK_TILE = { width: 48, height: 48, rx: 12, fill: '#0c2a4d' } as const

export const MARK_LINES = [
  // Warm air above, cool air below: the two halves of heating and cooling.
  { d: 'M11 19c4.3-5.3 8.7-5.3 13 0s8.7 5.3 13 0', stroke: '#ff7a5c' },
  { d: 'M11 30c4.3-5.3 8.7-5.3 13 0s8.7 5.3 13 0', stroke: '#8cc8ff' },
] as const

export const MARK_LINE_WIDTH = 4.5
