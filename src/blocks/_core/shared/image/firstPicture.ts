import { cache } from 'react'

/** Per page request on the server: whether a block has taken the first screen's picture yet. */
const taken = cache(() => ({ firstPicture: false }))

/**
 * True for the first block of a page that leads with a picture (a hero, or a slider's first slide), once per
 * request: that picture is the first screen's, loaded at once and first. Every later one (a second hero, a
 * slider below a hero or below another slider) loads as it comes near the screen, so it does not share the
 * connection with the picture on screen. A block asks once, however many copies of its picture it renders.
 */
export function takeFirstPicture(): boolean {
  const state = taken()
  if (state.firstPicture) return false
  state.firstPicture = true
  return true
}
