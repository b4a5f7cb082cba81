'use client'

import { createContext, useContext } from 'react'

import { BLANK_IMAGE } from './blankImage'
import { useHydrated } from './useMediaQuery'

/**
 * Given by the carousel to each of its slides: the viewport widths at which the slide lies beyond the
 * carousel's first view (domain/carousel/offFirstView.ts), or null outside a carousel and for a slide in view.
 */
export const OffFirstViewContext = createContext<string | null>(null)

/**
 * The first source of a slide's picture. Until the carousel runs, a slide beyond its first view cannot come on
 * screen, yet the browser would load its picture with the page (it lazy-loads by distance, and a slide beside
 * the view is near): at the widths where it is out of view this source gives it a blank instead. Once the
 * carousel has hydrated the source goes, and the browser loads the picture as it would any lazy one.
 */
export function OffFirstViewSource() {
  const media = useContext(OffFirstViewContext)
  const hydrated = useHydrated()
  return media && !hydrated ? <source media={media} srcSet={BLANK_IMAGE} /> : null
}
