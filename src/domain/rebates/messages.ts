import { ZIP_HINT } from '../locator/messages'

/** The rebate page's visitor-facing texts (spec §2, §8), word for word where the specification gives them. */
export const NO_REBATES_TEXT = 'No rebates found for this location.'
export const REBATE_ERROR_TEXT =
  'Unable to retrieve savings information. Please check your Zip Code and try again.'
export const CONGRATS_TITLE = 'Congrats!'
export const MORE_DEALERS_TITLE = 'Connect with even more dealers'

export const contactDealerLabel = (brandName: string): string => `Contact a local ${brandName} dealer`

/** The endpoint's 404 sentence for a zip of the right shape that names no place. */
export const UNKNOWN_ZIP_TEXT = 'We don’t know this zip or postal code. Please check it and try again.'

/** The rebate zip box is required (spec §5); the specification gives no wording, so this one is kind. */
export const ZIP_REQUIRED_TEXT = 'Please enter your zip or postal code to see rebates near you.'

/** The content flag hide_slider hides the carousel of more dealers when it equals '1' (spec §2). */
export const isSliderHidden = (flag: string | null | undefined): boolean => flag === '1'

/**
 * The rebates finder's words in English: the `rebates` namespace of the catalogue (src/i18n), which es.json
 * and fr-CA.json translate, and the default of the rebate components.
 */
export const REBATES_MESSAGES = {
  noRebates: NO_REBATES_TEXT,
  error: REBATE_ERROR_TEXT,
  congrats: CONGRATS_TITLE,
  moreDealers: MORE_DEALERS_TITLE,
  contactDealer: 'Contact a local {brand} dealer',
  zipRequired: ZIP_REQUIRED_TEXT,
  zipHint: ZIP_HINT,
  zipForm: 'Find rebates by zip code',
  zipLabel: 'Zip or postal code',
  zipPlaceholder: 'e.g. 10001',
  seeRebates: 'See rebates',
  lookingUp: 'Looking up rebates for {zip}…',
  results: 'Rebate results',
  rebatesFor: 'Rebates for {place}',
  maxRebate: 'Maximum rebate for {category}',
  opensInNewTab: '(opens in a new tab)',
  findingDealer: 'Finding your local {brand} dealer…',
  noDealer: 'We couldn’t find a dealer serving {zip} yet. {search} and we’ll help you find the closest one.',
  searchDealers: 'Search for dealers near you',
  onItsWay: 'Your request is on its way to {name}, your local {brand} dealer.',
  // The product categories as 'Maximum rebate for …' names them (domain/rebates/categories.ts).
  categoryHeatPumps: 'heat pumps',
  categoryAirConditioners: 'air conditioners',
  categoryFurnaces: 'furnaces',
  categoryDuctless: 'ductless systems',
  categoryGeothermal: 'geothermal heat pumps',
  categoryWaterHeaters: 'heat pump water heaters',
  categoryThermostats: 'smart thermostats',
} as const
