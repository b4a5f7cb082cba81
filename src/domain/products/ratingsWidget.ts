import { widgetScriptSrc } from '../rebates/widget'

/**
 * Ratings and reviews come from an outside widget keyed by product id (spec §7). Its script is named in the
 * site settings and follows the same rule as the rebate widget's: an https address of another site, or
 * nothing is loaded.
 */
export const ratingsWidgetScriptSrc = widgetScriptSrc

/** A provider's product id: letters, digits, dots, dashes and underscores (it lands in a data attribute). */
const PRODUCT_ID = /^[A-Za-z0-9._-]{1,64}$/

export const PRODUCT_ID_MESSAGE = 'Enter the product id: letters, digits, dots, dashes or underscores.'

/** The id as the widget receives it, or null when it is not a plain id. */
export function reviewProductId(value: string | null | undefined): string | null {
  const id = value?.trim() ?? ''
  return PRODUCT_ID.test(id) ? id : null
}

export function validateReviewProductId(value: string | null | undefined): true | string {
  return reviewProductId(value) ? true : PRODUCT_ID_MESSAGE
}
