/** Choices a city list shows at most. */
export const CITY_SUGGESTIONS = 6

/** A city needs this many letters before the list asks for places (the places endpoint's own minimum). */
export const MIN_CITY_LENGTH = 2
