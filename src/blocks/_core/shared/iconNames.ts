/**
 * The icons an editor can pick for an icon-and-text item: a small fixed set drawn for heating and cooling
 * topics, so every icon matches the site's line style and no image has to be uploaded.
 */
export const HVAC_ICONS = {
  thermometer: 'Thermometer (temperature, comfort)',
  snowflake: 'Snowflake (cooling)',
  flame: 'Flame (heating)',
  wrench: 'Wrench (service, repair)',
  leaf: 'Leaf (efficiency)',
  shield: 'Shield (warranty, protection)',
  phone: 'Phone (contact)',
  dollar: 'Dollar (savings, pricing)',
} as const

export type HvacIconName = keyof typeof HVAC_ICONS

export const hvacIconOptions = (Object.keys(HVAC_ICONS) as HvacIconName[]).map((value) => ({
  label: HVAC_ICONS[value],
  value,
}))
