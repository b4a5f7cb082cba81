/** The kinds of hero an editor can choose, and which parts each one draws. */

export const HERO_VARIANTS = ['image', 'wave', 'video', 'color'] as const
export type HeroVariant = (typeof HERO_VARIANTS)[number]

/** The wave variant always ends in a wave; the video hero only when the editor asks for one. */
export const hasWave = (variant: HeroVariant, showWave: boolean | null | undefined): boolean =>
  variant === 'wave' || (variant === 'video' && showWave === true)

/** The colour hero is a plain band of colour; every other variant shows the background pictures. */
export const showsPicture = (variant: HeroVariant): boolean => variant !== 'color'
