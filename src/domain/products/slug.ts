import { isValidPath } from '../paths'

/**
 * A slug is one page-path segment: lower-case letters and digits separated by single dashes. A category's slug
 * is also the anchor id of its section on the dealer resources page, so it must be usable in a URL fragment.
 */
export const isSlug = (value: string): boolean =>
  value.length > 0 && !value.includes('/') && isValidPath(`/${value}`)

export const SLUG_MESSAGE = 'Use lower-case letters, digits and single dashes, e.g. air-conditioners.'

/** Payload validation for a slug field. */
export const validateSlug = (value: string | null | undefined): true | string =>
  value && isSlug(value) ? true : SLUG_MESSAGE
