'use client'

import { FIRST_SCREEN_HOLD, FIRST_SCREEN_HOLD_MEDIA } from '@/domain/firstScreen'

import { BLANK_IMAGE } from './blankImage'
import { useHydrated } from './useMediaQuery'

const holdAttribute = { [FIRST_SCREEN_HOLD]: '' }

/**
 * The first source of a picture below the first screen (domain/firstScreen.ts). On a phone's connection the
 * browser would otherwise load every lazy picture near the first screen together with the one on it, and they
 * share the bandwidth; held, they start once that picture is painted. In the page's HTML only: the page's
 * loader lifts it in place, and once the page has hydrated React drops it. A page rendered in the browser (a
 * client-side navigation) never has it.
 */
export function FirstScreenHoldSource() {
  const hydrated = useHydrated()
  // Hidden: in a picture that takes no box of its own, a source would otherwise count as an item of the grid
  // or flex row around it.
  return hydrated ? null : (
    <source {...holdAttribute} hidden media={FIRST_SCREEN_HOLD_MEDIA} srcSet={BLANK_IMAGE} />
  )
}
