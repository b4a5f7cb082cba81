/**
 * Hero heights per device (phones under 640 px, tablets 640 to 1023 px, desktops 1024 px and up). A height is a
 * minimum: longer text makes the hero taller, never cut off. Being set in CSS, the box has its size before the
 * picture arrives, so nothing below it moves while it loads.
 */

export const HERO_HEIGHTS = ['compact', 'medium', 'tall', 'screen'] as const
export type HeroHeight = (typeof HERO_HEIGHTS)[number]
export type HeroHeights = {
  mobile?: HeroHeight | null
  tablet?: HeroHeight | null
  desktop?: HeroHeight | null
}

export const HERO_HEIGHT_LABELS: Record<HeroHeight, string> = {
  compact: 'Compact',
  medium: 'Medium',
  tall: 'Tall',
  screen: 'Most of the screen',
}

export const DEFAULT_HERO_HEIGHTS = { mobile: 'medium', tablet: 'medium', desktop: 'tall' } as const

// Written out in full: Tailwind only generates classes it finds literally in the source. svh is the height
// of the screen with the browser's bars shown, so the hero does not grow when they slide away.
const MOBILE: Record<HeroHeight, string> = {
  compact: 'min-h-[18rem]',
  medium: 'min-h-[26rem]',
  tall: 'min-h-[34rem]',
  screen: 'min-h-[85svh]',
}
const TABLET: Record<HeroHeight, string> = {
  compact: 'sm:min-h-[20rem]',
  medium: 'sm:min-h-[28rem]',
  tall: 'sm:min-h-[36rem]',
  screen: 'sm:min-h-[85svh]',
}
const DESKTOP: Record<HeroHeight, string> = {
  compact: 'lg:min-h-[22rem]',
  medium: 'lg:min-h-[30rem]',
  tall: 'lg:min-h-[40rem]',
  screen: 'lg:min-h-[85svh]',
}

/** The minimum-height classes for the chosen heights; an unset device takes the default. */
export function heroHeightClasses(heights: HeroHeights | null | undefined): string {
  const mobile = heights?.mobile ?? DEFAULT_HERO_HEIGHTS.mobile
  const tablet = heights?.tablet ?? DEFAULT_HERO_HEIGHTS.tablet
  const desktop = heights?.desktop ?? DEFAULT_HERO_HEIGHTS.desktop
  return `${MOBILE[mobile]} ${TABLET[tablet]} ${DESKTOP[desktop]}`
}
