/** What the brand does, in one sentence: the footer and the social card say the same. */
export const BRAND_TAGLINE =
  'Heating and cooling equipment, installed and serviced by independent local dealers.'
