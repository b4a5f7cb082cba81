import { cache } from 'react'

/** Per page request on the server: whether the page's first hero picture was rendered yet. */
const rendered = cache(() => ({ hero: false }))

/**
 * True for the first hero picture a page renders, once per request: that one is the first screen's picture,
 * loaded at once and first; any later hero loads as it comes near the screen.
 */
export function isFirstHero(): boolean {
  const state = rendered()
  if (state.hero) return false
  state.hero = true
  return true
}

/**
 * Whether a hero picture was rendered earlier on the page. A block further down that would load its first
 * picture at once (a slider) leaves it to load as it comes near the screen instead, so it does not share the
 * connection with the hero's.
 */
export const heroRenderedBefore = (): boolean => rendered().hero
