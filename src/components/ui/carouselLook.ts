import type { CSSProperties } from 'react'

import type { Device } from '@/domain/carousel/breakpoints'
import type { ArrowColour, BorderColour, CarouselLook, DotColour, Wrapper } from '@/domain/carousel/look'

/*
 * A carousel's look per device as CSS variables: the style names each device's value (--cl-abg-m, -t, -d) and
 * the classes below pick the one for the current width, as the carousel does for slides per view and gap.
 * The arrows and dots read the picked value with the site's usual look as the fallback.
 */

const COLOUR: Record<ArrowColour, string> = {
  white: '#fff',
  brand: 'var(--color-brand-700)',
  dark: 'var(--color-brand-900)',
  accent: 'var(--color-accent-700)',
}
/** A hovered arrow button: a shade lighter or darker that keeps its arrow readable. */
const HOVER: Record<ArrowColour, string> = {
  white: 'var(--color-brand-50)',
  brand: 'var(--color-brand-800)',
  dark: 'var(--color-brand-800)',
  accent: 'var(--color-accent-600)',
}
const BORDER: Record<BorderColour, string> = { none: 'transparent', ...COLOUR }
const DOT: Record<DotColour, string> = { brand: COLOUR.brand, dark: COLOUR.dark, accent: COLOUR.accent }
const WRAPPER: Record<Wrapper, { pad: string; frame: string }> = {
  none: { pad: '0px', frame: 'none' },
  padded: { pad: '1.5rem', frame: 'none' },
  bordered: { pad: '1.5rem', frame: '1px solid var(--color-line)' },
}

const SUFFIX: Record<Device, string> = { mobile: 'm', tablet: 't', desktop: 'd' }

export function lookStyle(look: CarouselLook): CSSProperties {
  const style: Record<string, string> = {}
  for (const [device, value] of Object.entries(look) as [Device, CarouselLook[Device]][]) {
    const s = SUFFIX[device]
    style[`--cl-abg-${s}`] = COLOUR[value.arrowBg]
    style[`--cl-ahov-${s}`] = HOVER[value.arrowBg]
    style[`--cl-afg-${s}`] = COLOUR[value.arrowColor]
    style[`--cl-aline-${s}`] = BORDER[value.arrowBorder]
    style[`--cl-dot-${s}`] = DOT[value.dots]
    style[`--cl-pad-${s}`] = WRAPPER[value.wrapper].pad
    style[`--cl-frame-${s}`] = WRAPPER[value.wrapper].frame
  }
  return style as CSSProperties
}

/** Picks each device's values at the carousel's breakpoints (600 and 1024 px), and applies the wrapper. */
export const LOOK_CLASSES = [
  '[--cl-abg:var(--cl-abg-m)] min-[600px]:[--cl-abg:var(--cl-abg-t)] min-[1024px]:[--cl-abg:var(--cl-abg-d)]',
  '[--cl-ahov:var(--cl-ahov-m)] min-[600px]:[--cl-ahov:var(--cl-ahov-t)] min-[1024px]:[--cl-ahov:var(--cl-ahov-d)]',
  '[--cl-afg:var(--cl-afg-m)] min-[600px]:[--cl-afg:var(--cl-afg-t)] min-[1024px]:[--cl-afg:var(--cl-afg-d)]',
  '[--cl-aline:var(--cl-aline-m)] min-[600px]:[--cl-aline:var(--cl-aline-t)] min-[1024px]:[--cl-aline:var(--cl-aline-d)]',
  '[--cl-dot:var(--cl-dot-m)] min-[600px]:[--cl-dot:var(--cl-dot-t)] min-[1024px]:[--cl-dot:var(--cl-dot-d)]',
  '[--cl-pad:var(--cl-pad-m)] min-[600px]:[--cl-pad:var(--cl-pad-t)] min-[1024px]:[--cl-pad:var(--cl-pad-d)]',
  '[--cl-frame:var(--cl-frame-m)] min-[600px]:[--cl-frame:var(--cl-frame-t)] min-[1024px]:[--cl-frame:var(--cl-frame-d)]',
  'rounded-lg p-[var(--cl-pad)] [border:var(--cl-frame)]',
].join(' ')
