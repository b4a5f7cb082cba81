/**
 * The demo images the seed draws (in the brand's colours) and stores in the Media collection before it writes the
 * pages; a demo page receives their ids by key.
 */
export const DEMO_IMAGE_KEYS = [
  'hero-home-exterior',
  'hero-living-room',
  'hero-outdoor-units',
  'hero-technician',
  'slide-furnace',
  'slide-heat-pump',
  'slide-air-conditioner',
  'slide-thermostat',
  'slide-air-handler',
  'card-family',
  'card-filter',
  'card-ductless',
  'portrait-1',
  'portrait-2',
  'portrait-3',
  'unit-packaged',
  'unit-coil',
  'unit-humidifier',
  'unit-air-cleaner',
  'unit-ventilator',
  'unit-rooftop',
  'unit-zoning',
  'app-phone',
] as const

export type DemoImageKey = (typeof DEMO_IMAGE_KEYS)[number]
/** Media ids by key. */
export type DemoImages = Record<DemoImageKey, number>
