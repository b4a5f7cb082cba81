import { normalizeServiceAreaEntry } from '../dealers/serviceArea'
import { REGIONS } from '../leads/regions'
import { isExternalHref, safeHref } from '../url'

/** The save-time rules of a rebate program (the `rebate-programs` collection); true or the editor's message. */

export type RebateCountry = 'US' | 'CA'

export const HOME_URL_MESSAGE =
  'Enter the full https:// address of the program’s own page, or a path of this site such as /rebates/heat-pumps.'

/**
 * The program's page: another site's http(s) address, or a page of this site (a path starting with one
 * slash), either passing the site's link rule. Anchors, mail and phone links are no program page.
 */
export function validateRebateHomeUrl(value: string | null | undefined): true | string {
  const href = safeHref(value)
  return href && (isExternalHref(href) || isSitePath(href)) ? true : HOME_URL_MESSAGE
}

const isSitePath = (href: string): boolean => href.startsWith('/')

/** A US prefix is digits, a Canadian one starts with a letter (the service-area rule decides the shape). */
const prefixCountry = (entry: string): RebateCountry => (/^\d/.test(entry) ? 'US' : 'CA')

/** Upper case without spaces, as stored; a value that is no prefix at all is kept for the message. */
export function normalizeZipPrefix(raw: string): string {
  return normalizeServiceAreaEntry(raw) ?? raw.trim()
}

export function validateZipPrefixes(
  values: readonly string[] | null | undefined,
  country: RebateCountry | null | undefined,
): true | string {
  const bad = (values ?? []).filter((v) => {
    const entry = normalizeServiceAreaEntry(v)
    return entry === null || (country !== undefined && country !== null && prefixCountry(entry) !== country)
  })
  if (bad.length === 0) return true
  return `Not a prefix of the chosen country (100 or 10001 for the US, K or K1A for Canada): ${bad.slice(0, 5).join(', ')}`
}

export function validateRegionStates(
  values: readonly string[] | null | undefined,
  country: RebateCountry | null | undefined,
): true | string {
  const bad = (values ?? []).filter((code) => !REGIONS.some((r) => r.code === code && r.country === country))
  if (bad.length === 0) return true
  return `Not a state or province of the chosen country: ${bad.join(', ')}`
}

/** The end day may be the start day, never before it. */
export function validateEndDate(
  end: string | Date | null | undefined,
  start: string | Date | null | undefined,
): true | string {
  if (!end || !start) return true
  return new Date(end).getTime() >= new Date(start).getTime()
    ? true
    : 'The end date must not be before the start date.'
}

/** The state and province options of the editors’ select: “New York (NY)”, US states first. */
export const REGION_OPTIONS = REGIONS.map((r) => ({ label: `${r.name} (${r.code})`, value: r.code }))
