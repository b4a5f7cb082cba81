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
