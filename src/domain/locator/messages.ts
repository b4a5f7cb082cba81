/** The locator's visitor-facing texts (spec §8), word for word where the specification gives them. */
export const NO_MATCH_TITLE = 'Sorry, we can’t find any dealers to match your request.'
export const NO_MATCH_HINT = 'You can try adjusting your filters for better results.'
export const FIND_MORE_PATH = '/find-a-dealer/'
export const FIND_MORE_LABEL = 'Find more dealers'
export const NO_DEALERS_SUPPORT_HOURS = 'Mon-Fri 7am-5pm CST'
export const ZIP_HINT =
  'Please enter a 5-digit zip code (like 10001) or a Canadian postal code (like K1A 0B1).'

export const zeroDealersTitle = (zip: string): string => `We found 0 dealers servicing near ${zip}`

export type ZeroResultVariant = 'standard' | 'support' | 'short'

/** 'Use my location' for a position farther than NEAREST_ZIP_MAX_MILES from every zip or postal-area centre. */
export const OUTSIDE_AREA_MESSAGE =
  'Your location seems to be outside the United States and Canada. Please enter a zip or postal code instead.'

/** Beyond the specification (docs/locator-search.md): the nearest dealers when none serves the zip. */
export const fartherAwayTitle = (zip: string): string =>
  `No dealer serves ${zip} yet. These are the nearest, farther away:`
export const CUSTOMER_SERVICE_INTRO = 'Or call our customer service team at'

/** The zero-result variants' link would lead to the page the visitor is on: what they offer there instead. */
export const SEARCH_AGAIN_HINT =
  'Try a nearby zip code or a city, such as ‘Springfield, IL’, in the search box.'
