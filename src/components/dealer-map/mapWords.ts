import { MAP_UNAVAILABLE } from './mapConfig'

/** What a map says (its button, while MapLibre loads, when it cannot draw), in the page's language. */
export type MapWords = { move: string; loading: string; unavailable: string }

/** A map's words on an English page: the poster's default, so English pages carry nothing more. */
export const ENGLISH_MAP_WORDS: MapWords = {
  move: 'Move and zoom the map',
  loading: 'Loading the map…',
  unavailable: MAP_UNAVAILABLE,
}
