/**
 * The dealer maps (docs/map.md). Each keeps MapLibre out of the page's first load: the locator's map loads it
 * when opened, a dealer's map when it comes near the screen.
 */
export { DealerMap, type DealerMapProps } from './DealerMap.client'
export { LocatorMap, type LocatorMapProps } from './LocatorMap.client'
export { LocatorMapToggle } from './LocatorMapToggle.client'
