/**
 * The dealer maps (docs/map.md). Each keeps MapLibre out of the page's first load: the locator's map loads it
 * when opened, a dealer's map shows its poster (a picture drawn on the server) until asked to move.
 */
export { DealerMap, type DealerMapProps } from './DealerMap'
export { LocatorMap, type LocatorMapProps } from './LocatorMap.client'
export { LocatorMapToggle } from './LocatorMapToggle.client'
