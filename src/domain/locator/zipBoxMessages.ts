/**
 * The zip box's texts: a module of their own, so the zip box under every page's header carries these and not
 * the locator's other words (messages.ts) into every page's first script.
 */
export const ZIP_HINT =
  'Please enter a 5-digit zip code (like 10001) or a Canadian postal code (like K1A 0B1).'

/** 'Use my location' for a position farther than NEAREST_ZIP_MAX_MILES from every zip or postal-area centre. */
export const OUTSIDE_AREA_MESSAGE =
  'Your location seems to be outside the United States and Canada. Please enter a zip or postal code instead.'

/**
 * The zip box's words (every page's header, the locator, the slider, the Change Location dialog): part of the
 * `locator` namespace, kept apart so the zip box under every page's header carries these dozen and not the
 * locator's hundred into every page's first script.
 */
export const ZIP_BOX_MESSAGES = {
  zipLabel: 'Zip or postal code',
  zipFormLabel: 'Find a dealer near you',
  zipHeaderTitle: 'Find a local dealer',
  zipPlaceholder: 'e.g. 10001 or Springfield, IL',
  zipSubmit: 'Find dealers',
  zipHint: ZIP_HINT,
  useMyLocation: 'Use my location',
  findingLocation: 'Finding your location…',
  whichPlace: 'Which {name} do you mean?',
  locationRefused: 'Location access was refused. Please enter your zip or postal code instead.',
  locationUnavailable: 'We couldn’t find your location. Please enter your zip or postal code instead.',
  outsideArea: OUTSIDE_AREA_MESSAGE,
} as const
